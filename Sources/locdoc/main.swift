// Imported to be linked: mimalloc then serves every malloc and free of the process (Package.swift).
import CMimalloc
import LocDocCLI

LocDoc.main()
