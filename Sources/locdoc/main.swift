import LocDocCLI

LocDoc.main()
