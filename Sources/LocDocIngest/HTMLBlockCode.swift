import CLibXML2
import LocDocModel

/// `<code>` elements in raw HTML blocks (an HTML `<table>` of error codes): code a reader copies as from a code span.
/// cmark-gfm leaves an HTML block as raw text; libxml2's HTML parser reads it, and each element's text is placed
/// on its own line in the file, at the column where its text starts.
enum HTMLBlockCode {
    struct Found {
        var text: String
        var position: SourcePosition
    }

    /// Once per process, before any thread parses: libxml2's global set-up is not safe to race.
    private static let initialised: Bool = {
        xmlInitParser()
        return true
    }()

    static func code(in literal: String, at node: MarkdownTree.Node, source: SourceText) -> [Found] {
        guard literal.utf8.count > 6, containsCodeTag(literal) else { return [] }
        _ = initialised
        let options = Int32(HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
                            | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOIMPLIED.rawValue)
        // The ingest refuses NUL bytes, so the C string is the whole literal.
        let length = Int32(literal.utf8.count)
        let document = literal.withCString { htmlReadMemory($0, length, nil, "UTF-8", options) }
        guard let document else { return [] }
        defer { xmlFreeDoc(document) }
        var found: [Found] = []
        // Where the search for the next element's text resumes on each line, so two equal texts on a line are two places.
        var resume: [Int: Int] = [:]
        func visit(_ first: xmlNodePtr?) {
            var current = first
            while let element = current {
                if element.pointee.type == XML_ELEMENT_NODE, let name = element.pointee.name,
                   String(cString: name).lowercased() == "code" {
                    let text = Self.text(of: element.pointee.children)
                    let line = node.startLine + Int(xmlGetLineNo(element)) - 1
                    if !text.isEmpty, line >= node.startLine, line <= max(node.startLine, node.endLine) {
                        let from = resume[line] ?? 1
                        let column = source.find(Array(text.utf8), line: line, fromByteColumn: from)
                            ?? source.find(Array("<code".utf8), line: line, fromByteColumn: from) ?? from
                        resume[line] = column + 1
                        found.append(Found(text: text, position: source.position(line: line, byteColumn: column)))
                    }
                } else {
                    visit(element.pointee.children)
                }
                current = element.pointee.next
            }
        }
        visit(document.pointee.children)
        return found
    }

    /// The text of a node's children, read in place (nothing to free).
    private static func text(of first: xmlNodePtr?) -> String {
        var text = ""
        var current = first
        while let node = current {
            if node.pointee.type == XML_TEXT_NODE, let content = node.pointee.content {
                text += String(cString: content)
            } else if node.pointee.type == XML_ELEMENT_NODE {
                text += Self.text(of: node.pointee.children)
            }
            current = node.pointee.next
        }
        return text
    }

    /// `<code` in any letter case, over the literal's bytes in place.
    private static func containsCodeTag(_ literal: String) -> Bool {
        var literal = literal
        return literal.withUTF8 { bytes in
            guard bytes.count >= 5 else { return false }
            for index in 0...(bytes.count - 5) where bytes[index] == UInt8(ascii: "<") {
                if bytes[index + 1] | 0x20 == UInt8(ascii: "c"), bytes[index + 2] | 0x20 == UInt8(ascii: "o"),
                   bytes[index + 3] | 0x20 == UInt8(ascii: "d"), bytes[index + 4] | 0x20 == UInt8(ascii: "e") { return true }
            }
            return false
        }
    }
}
