import Foundation
import LocDocModel

/// `locdoc extract --format json` for corpora of any size: documents arrive one at a time (grouped by variant,
/// as `CorpusLoader.forEachDocument` yields them), are written at once (`DocumentJSON`, without the encoder) and
/// spooled to a temporary file, and the envelope is written at the end, when its first key (`errors`) is known.
/// Memory holds one document, not the corpus. The bytes are exactly those `ExtractJSONRenderer` gives for the same
/// corpus through `JSONEncoder` (a test holds it to that).
public final class ExtractJSONStream {
    private let spool: FileHandle
    private let spoolURL: URL
    private var variant: (name: String, locale: LocaleID?)?
    private var documentsInVariant = 0
    private var variants = 0

    public init() throws {
        spoolURL = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-extract-\(UUID().uuidString).json")
        guard FileManager.default.createFile(atPath: spoolURL.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: spoolURL.path])
        }
        spool = try FileHandle(forWritingTo: spoolURL)
    }

    deinit {
        try? spool.close()
        try? FileManager.default.removeItem(at: spoolURL)
    }

    public func add(_ document: Document) throws {
        if document.variant != variant?.name {
            try closeVariant()
            try spool.write(contentsOf: Data(((variants == 0 ? "" : ",\n") + "    {\n      \"documents\" : [\n").utf8))
            variant = (document.variant, document.locale)
            variants += 1
            documentsInVariant = 0
        } else if variant?.locale == nil {
            variant?.locale = document.locale
        }
        // Written directly (`DocumentJSON`), as an element of the variant's `documents`, four levels deep.
        var json = PrettyJSONWriter(fragmentAt: 4, empty: documentsInVariant == 0)
        json.element()
        json.value(document)
        try spool.write(contentsOf: Data(json.fragment()))
        documentsInVariant += 1
    }

    /// Writes the whole JSON document to `output`, in chunks.
    public func finish(errors: [InputError], to output: (Data) -> Void) throws {
        try closeVariant()
        let head = "{\n  \"errors\" : " + indent(try JSONOutput.encode(errors), by: 2, first: false)
            + ",\n  \"schemaVersion\" : \(ExtractJSONRenderer.schemaVersion),\n  \"tool\" : "
            + indent(try JSONOutput.encode(ToolInfo()), by: 2, first: false)
            + ",\n  \"variants\" : [\n" + (variants == 0 ? "\n" : "")
        output(Data(head.utf8))
        let reader = try FileHandle(forReadingFrom: spoolURL)
        defer { try? reader.close() }
        while let chunk = try reader.read(upToCount: 1 << 20), !chunk.isEmpty { output(chunk) }
        output(Data(((variants == 0 ? "" : "\n") + "  ]\n}\n").utf8))
    }

    private func closeVariant() throws {
        guard let open = variant else { return }
        var tail = "\n      ],\n"
        if let locale = open.locale { tail += "      \"locale\" : " + indent(try JSONOutput.encode(locale), by: 6, first: false) + ",\n" }
        tail += "      \"name\" : " + indent(try JSONOutput.encode(open.name), by: 6, first: false) + "\n    }"
        try spool.write(contentsOf: Data(tail.utf8))
        variant = nil
    }

    /// Re-indents an encoded value (minus its final newline) for its place in the envelope. JSON strings escape
    /// their line breaks, so every line break in the encoding is structural.
    private func indent(_ data: Data, by spaces: Int, first: Bool) -> String {
        String(decoding: Self.indented(data, by: spaces, first: first), as: UTF8.self)
    }

    /// `indent` on bytes.
    static func indented(_ data: Data, by spaces: Int, first: Bool) -> [UInt8] {
        let pad = [UInt8](repeating: 0x20, count: spaces)
        var out: [UInt8] = []
        data.dropLast().withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            out.reserveCapacity(bytes.count + bytes.count / 4)
            var lineStart = true, firstLine = true
            for byte in bytes {
                if lineStart, byte != 0x0A, first || !firstLine { out.append(contentsOf: pad) }
                lineStart = byte == 0x0A
                if lineStart { firstLine = false }
                out.append(byte)
            }
        }
        return out
    }
}
