import LocDocModel

/// The files the pages of a corpus pull in with `[!INCLUDE]`. A DocFX include file is a piece of a page, not a page,
/// and has no front matter; one that a page of the corpus includes is not reported for lacking it.
struct IncludedFiles {
    private(set) var paths: Set<String> = []

    /// Adds the targets of `document`'s includes, as display paths (relative to the corpus root, like its own).
    mutating func add(_ document: Document) {
        for include in document.includes {
            if let path = PathString.resolving(include.target, from: document.file) { paths.insert(path) }
        }
    }

    mutating func add(_ other: IncludedFiles) {
        paths.formUnion(other.paths)
    }

    /// `errors` without the missing front matter of included files.
    func sparing(_ errors: [InputError]) -> [InputError] {
        errors.filter { !($0.kind == .missingFrontMatter && paths.contains($0.file)) }
    }
}
