// LocDocKit
