import Foundation

/// Which allocator serves `malloc` in this process: the figures depend on it, so every run says. locdoc and this
/// bench are linked with mimalloc, whose `malloc` is `mi_malloc` itself when it has taken over the process; a
/// build or a loader that left another allocator in place (glibc's, or one preloaded) shows here.
enum Allocator {
    static var name: String {
        let process = UnsafeMutableRawPointer(bitPattern: 0) // RTLD_DEFAULT: the process's lookup order
        guard let mimalloc = dlsym(process, "mi_malloc") else { return "glibc's malloc (mimalloc not loaded)" }
        guard dlsym(process, "malloc") == mimalloc else { return "not mimalloc (loaded, but another allocator serves malloc)" }
        typealias Version = @convention(c) () -> Int32
        guard let symbol = dlsym(process, "mi_version") else { return "mimalloc" }
        let version = Int(unsafeBitCast(symbol, to: Version.self)())
        return "mimalloc \(version / 100).\(version % 100 / 10).\(version % 10)"
    }
}
