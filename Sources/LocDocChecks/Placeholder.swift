// LocDocChecks
