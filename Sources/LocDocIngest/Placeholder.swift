// LocDocIngest
