import CLibXML2

/// A thin, throwing wrapper over libxml2's text writer into memory: elements, attributes and text, indented by two
/// spaces, UTF-8. libxml2 escapes markup (`<`, `&`, quotes, line breaks in attributes); this wrapper also replaces
/// the characters XML 1.0 cannot hold at all (most C0 controls, U+FFFE, U+FFFF) with U+FFFD, so the output is always
/// well-formed. One writer writes one document.
final class JUnitXMLWriter {
    struct Failure: Error, CustomStringConvertible {
        var operation: String
        var description: String { "libxml2 could not write the JUnit XML (\(operation) failed)" }
    }

    private let buffer: xmlBufferPtr
    private let writer: xmlTextWriterPtr

    init() throws {
        guard let buffer = xmlBufferCreate() else { throw Failure(operation: "xmlBufferCreate") }
        guard let writer = xmlNewTextWriterMemory(buffer, 0) else {
            xmlBufferFree(buffer)
            throw Failure(operation: "xmlNewTextWriterMemory")
        }
        self.buffer = buffer
        self.writer = writer
        try check(xmlTextWriterSetIndent(writer, 1), "xmlTextWriterSetIndent")
        try Self.withXMLChars("  ") { try check(xmlTextWriterSetIndentString(writer, $0), "xmlTextWriterSetIndentString") }
        try check(xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil), "xmlTextWriterStartDocument")
    }

    deinit {
        xmlFreeTextWriter(writer)
        xmlBufferFree(buffer)
    }

    func startElement(_ name: String) throws {
        try Self.withXMLChars(name) { try check(xmlTextWriterStartElement(writer, $0), "xmlTextWriterStartElement") }
    }

    func attribute(_ name: String, _ value: String) throws {
        try Self.withXMLChars(name) { name in
            try Self.withXMLChars(Self.sanitized(value)) { value in
                try check(xmlTextWriterWriteAttribute(writer, name, value), "xmlTextWriterWriteAttribute")
            }
        }
    }

    func text(_ content: String) throws {
        try Self.withXMLChars(Self.sanitized(content)) { try check(xmlTextWriterWriteString(writer, $0), "xmlTextWriterWriteString") }
    }

    func endElement() throws {
        try check(xmlTextWriterEndElement(writer), "xmlTextWriterEndElement")
    }

    /// Closes every open element and returns the document's bytes.
    func finish() throws -> [UInt8] {
        try check(xmlTextWriterEndDocument(writer), "xmlTextWriterEndDocument")
        try check(xmlTextWriterFlush(writer), "xmlTextWriterFlush")
        guard let content = xmlBufferContent(buffer) else { throw Failure(operation: "xmlBufferContent") }
        return Array(UnsafeBufferPointer(start: content, count: Int(xmlBufferLength(buffer))))
    }

    private func check(_ status: Int32, _ operation: String) throws {
        if status < 0 { throw Failure(operation: operation) }
    }

    private static func withXMLChars<R>(_ text: String, _ body: (UnsafePointer<xmlChar>) throws -> R) rethrows -> R {
        let bytes = text.utf8CString
        return try bytes.withUnsafeBufferPointer { chars in
            try chars.withMemoryRebound(to: xmlChar.self) { try body($0.baseAddress!) }
        }
    }

    /// XML 1.0 `Char`: tab, line feed, carriage return, U+0020…U+D7FF, U+E000…U+FFFD, U+10000 and above.
    private static func sanitized(_ text: String) -> String {
        func allowed(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...: true
            default: false
            }
        }
        guard !text.unicodeScalars.allSatisfy(allowed) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { out.append(allowed(scalar) ? scalar : "\u{FFFD}") }
        return String(out)
    }
}
