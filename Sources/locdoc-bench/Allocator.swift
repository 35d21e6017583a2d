// Imported to be linked, as locdoc is (Package.swift): mimalloc then serves every malloc and free of the process.
import CMimalloc
import Foundation

/// Which allocator serves `malloc` in this process: the figures depend on it, so every run says. locdoc and this
/// bench are linked with mimalloc, whose `malloc` is `mi_malloc` itself when it has taken over the process; a
/// loader that left another allocator in front (one preloaded, say) shows here.
enum Allocator {
    static var name: String {
        let process = UnsafeMutableRawPointer(bitPattern: 0) // RTLD_DEFAULT: the process's lookup order
        guard let mimalloc = dlsym(process, "mi_malloc"), dlsym(process, "malloc") == mimalloc else {
            return "not mimalloc (linked, but another allocator serves malloc)"
        }
        let version = Int(mi_version())
        return "mimalloc \(version / 100).\(version % 100 / 10).\(version % 10)"
    }
}
