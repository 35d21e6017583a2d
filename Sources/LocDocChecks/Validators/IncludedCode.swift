import LocDocModel

/// A sample whose code is pulled from a file when the site is built: every line is an include directive, as mdBook
/// writes them (`{{#include ../listings/main.rs}}`, `{{#rustdoc_include …}}`), as Python-Markdown's snippets do
/// (`--8<-- "docs_src/app.py"`), or as markdown-include does (`{!../docs_src/app.py!}`).
///
/// Such a sample and one that writes the code out cannot be compared token by token: one names a file, the other
/// holds code. Translations made before a page moved its code into files keep it written out.
enum IncludedCode {
    static func isIncludeOnly(_ code: String) -> Bool {
        var any = false
        for line in code.split(separator: "\n") {
            let text = String(line).trimmingSpaces
            if text.isEmpty { continue }
            let include = (text.hasPrefix("{{#") && text.hasSuffix("}}")) || (text.hasPrefix("{!") && text.hasSuffix("!}"))
                || text.hasPrefix("--8<--")
            guard include else { return false }
            any = true
        }
        return any
    }
}
