import LocDocModel

/// Links written in Markdown inside a raw HTML block, which the renderer passes through as HTML: the reader sees
/// `[label](target)` as text. It happens when a translation tool wraps a list item's text in a tag alone on its
/// line (`- <span data-ttu-id="…">` then the text on the next line): CommonMark starts an HTML block there, and the
/// link below it no longer renders. The link is still the copy's link: the other copies are compared with it, and
/// `link-markup` reports that it shows as text.
///
/// Read from the block's text as a reader sees it: tags and comments are skipped, and so are elements whose content
/// is not text (`pre`, `code`, `script`, `style`, `textarea`) and the English source of a side-by-side translation
/// (`<span class="sxs-lookup">`). A target must have a link's shape (`Link.hasTargetShape`: a path, a URL, an
/// anchor, a page), so bracketed prose followed by a parenthesis is not read as one.
enum HTMLBlockLinks {
    struct Found: Equatable {
        var text: String
        var destination: String
        var isImage: Bool
        /// 0-based line of the `[` (or the `!` of an image) in the block's literal, and its byte offset in that line.
        var line: Int
        var byteInLine: Int
        /// Bytes in that line of the literal (without its newline): the literal is a suffix of the source line.
        var lineLength: Int
    }

    static func links(in literal: String) -> [Found] {
        var literal = literal
        return literal.withUTF8 { bytes in
            // Nearly every HTML block is an anchor or a comment: no `](`, no link.
            guard HTMLComments.find(labelEnd, in: bytes, from: 0) != nil else { return [] }
            return links(in: bytes)
        }
    }

    private static let labelEnd = Array("](".utf8)
    private static let opaqueElements = ["pre", "code", "script", "style", "textarea"]

    private static func links(in bytes: UnsafeBufferPointer<UInt8>) -> [Found] {
        var found: [Found] = []
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "<"):
                index = afterMarkup(bytes, at: index)
            case UInt8(ascii: "["), UInt8(ascii: "!"):
                guard let link = link(bytes, at: index) else { index += 1; continue }
                let lineStart = (bytes[..<index].lastIndex(of: 0x0A)).map { $0 + 1 } ?? 0
                let lineEnd = bytes[index...].firstIndex(of: 0x0A) ?? bytes.count
                let line = bytes[..<index].reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
                found.append(Found(text: link.text, destination: link.destination, isImage: link.isImage, line: line,
                                   byteInLine: index - lineStart, lineLength: lineEnd - lineStart))
                index = link.end
            default:
                index += 1
            }
        }
        return found
    }

    /// Past the tag, comment or skipped element that starts at `start` (a `<`); one byte on when it is none.
    private static func afterMarkup(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int {
        if bytes[start...].starts(with: HTMLComments.open) {
            let close = HTMLComments.find(HTMLComments.close, in: bytes, from: start + HTMLComments.open.count)
            return close.map { $0 + HTMLComments.close.count } ?? bytes.count
        }
        if start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "/") {
            return (bytes[start...].firstIndex(of: UInt8(ascii: ">"))).map { $0 + 1 } ?? bytes.count
        }
        guard let tag = HTMLTagReader.startTag(bytes, at: start) else { return start + 1 }
        guard !tag.selfClosing else { return tag.end }
        if let name = opaqueElements.first(where: { HTMLTagReader.isName(bytes[tag.name], $0) }) {
            return endOfElement(bytes, named: name, from: tag.end, nested: false)
        }
        if HTMLTagReader.isName(bytes[tag.name], "span"), HTMLTagReader.isSourceLookup(tag, in: bytes) {
            return endOfElement(bytes, named: "span", from: tag.end, nested: true)
        }
        return tag.end
    }

    /// Past the end tag that closes an element whose content starts at `from`; with `nested`, start tags of the same
    /// name open elements that their own end tags close first (`<span>` in `<span>`).
    private static func endOfElement(_ bytes: UnsafeBufferPointer<UInt8>, named name: String, from: Int, nested: Bool) -> Int {
        var depth = 0, index = from
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            let closing = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")
            let nameStart = closing ? index + 2 : index + 1
            var nameEnd = nameStart
            while nameEnd < bytes.count, HTMLTagReader.isASCIILetterOrDigit(bytes[nameEnd]) { nameEnd += 1 }
            guard nameEnd > nameStart, HTMLTagReader.isName(bytes[nameStart..<nameEnd], name) else { index += 1; continue }
            let end = (bytes[nameEnd...].firstIndex(of: UInt8(ascii: ">"))).map { $0 + 1 } ?? bytes.count
            if closing {
                if depth == 0 { return end }
                depth -= 1
            } else if nested, bytes[end - 2] != UInt8(ascii: "/") {
                depth += 1
            }
            index = end
        }
        return bytes.count
    }

    /// A link's Markdown as written, and where it ends.
    private struct WrittenLink {
        var text: String
        var destination: String
        var isImage: Bool
        var end: Int
    }

    /// `[label](target)` or `![alt](target)` at `start`, with an optional quoted title after the target.
    private static func link(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> WrittenLink? {
        let isImage = bytes[start] == UInt8(ascii: "!")
        let labelStart = isImage ? start + 2 : start + 1
        guard !isImage || (labelStart <= bytes.count && bytes[start + 1] == UInt8(ascii: "[")) else { return nil }
        guard let close = bytes[labelStart...].firstIndex(where: { $0 == UInt8(ascii: "]") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "<") }),
              bytes[close] == UInt8(ascii: "]"), close + 1 < bytes.count, bytes[close + 1] == UInt8(ascii: "(") else { return nil }
        var index = close + 2, depth = 0
        let targetStart = index
        while index < bytes.count, !HTMLTagReader.isSpace(bytes[index]) {
            if bytes[index] == UInt8(ascii: "(") { depth += 1 }
            if bytes[index] == UInt8(ascii: ")") {
                if depth == 0 { break }
                depth -= 1
            }
            index += 1
        }
        guard index > targetStart, index < bytes.count else { return nil }
        let destination = String(decoding: bytes[targetStart..<index], as: UTF8.self)
        if bytes[index] != UInt8(ascii: ")") {
            // A title: white space, then a quoted string, then the parenthesis.
            while index < bytes.count, HTMLTagReader.isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'"),
                  let quote = bytes[(index + 1)...].firstIndex(of: bytes[index]) else { return nil }
            index = quote + 1
            while index < bytes.count, HTMLTagReader.isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: ")") else { return nil }
        }
        let label = String(decoding: bytes[labelStart..<close], as: UTF8.self)
        let text = label.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
        guard isImage || !text.isEmpty, Link.hasTargetShape(destination) else { return nil }
        return WrittenLink(text: text, destination: destination, isImage: isImage, end: index + 1)
    }
}
