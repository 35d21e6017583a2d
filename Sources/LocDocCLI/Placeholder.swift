// LocDocCLI
