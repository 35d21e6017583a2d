import LocDocModel

/// Fenced code blocks become code samples; a fence that the file never closes is an input error (cmark-gfm
/// would silently run it to the end of its container, swallowing the rest of the page).
enum CodeSampleExtractor {
    static func samples(in tree: MarkdownTree, source: SourceText, index: SectionIndex, file: String) throws(InputError) -> [CodeSample] {
        var samples: [CodeSample] = []
        var ordinals = OrdinalCounter<Int>()
        var languageOrdinals = OrdinalCounter<LanguageInSection>()
        var unterminated: Int?
        for position in tree.indices where tree[position].kind == .codeBlock {
            let node = tree[position]
            guard let fence = node.fence else { continue }
            if !isClosed(node, fence: fence, containerEndLine: tree.parentEndLine(of: position), in: source) {
                unterminated = unterminated ?? node.startLine
                continue
            }
            let info = tree.detail(position)
            let (key, section) = index.section(forLine: node.startLine)
            let trimmed = info.trimmingSpaces
            let written = trimmed.prefix { !CodeSample.endsLanguage($0) }
            let language = CodeLanguage(written: String(written))
            // What follows the language on the fence line, when it is not white space or attributes.
            let rest = trimmed[written.endIndex...]
            let glued = rest.first.map { $0 != " " && $0 != "\t" && $0 != "{" && $0 != "," } == true ? String(rest).trimmingSpaces : nil
            samples.append(CodeSample(sectionKey: key, info: info, language: language, ordinal: ordinals.next(section),
                                      languageOrdinal: languageOrdinals.next(LanguageInSection(section: section, language: language.normalized)),
                                      code: tree.literal(position), range: source.range(node), codeStartLine: node.startLine + 1,
                                      gluedText: glued))
        }
        if let line = unterminated {
            throw InputError(kind: .unterminatedFence, file: file, line: line,
                             message: "code fence opened here is never closed; the rest of the page would be read as code")
        }
        return samples
    }

    private struct LanguageInSection: Hashable {
        var section: Int
        var language: String
    }

    /// A fenced block is closed when its last line is a closing fence: at least as many of the same fence
    /// characters, after the container's markers and indentation, and nothing else. That line must also be inside
    /// the block's container: when a list item or block quote ends, cmark-gfm ends an open fence on the line that
    /// ended the container, and that line may look like a fence (a closing fence written without the item's
    /// indentation or the quote's `>`).
    private static func isClosed(_ node: MarkdownTree.Node, fence: MarkdownTree.Fence, containerEndLine: Int,
                                 in source: SourceText) -> Bool {
        guard node.endLine > node.startLine else { return false }
        if containerEndLine > 0, node.endLine > containerEndLine { return false }
        let range = source.lineBytes(node.endLine)
        var index = range.lowerBound
        let bytes = source.bytes
        while index < range.upperBound, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == UInt8(ascii: ">") {
            index += 1
        }
        var run = 0
        while index < range.upperBound, bytes[index] == fence.character { run += 1; index += 1 }
        guard run >= fence.length else { return false }
        return bytes[index..<range.upperBound].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }
}
