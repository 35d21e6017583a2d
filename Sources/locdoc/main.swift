import LocDocCLI
