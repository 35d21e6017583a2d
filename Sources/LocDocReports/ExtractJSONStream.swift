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
            // A variant opens as an element of the envelope's `variants`, two levels deep.
            var json = PrettyJSONWriter(fragmentAt: 2, empty: variants == 0)
            json.element()
            json.openObject()
            json.key("documents")
            json.openArray()
            try spool.write(contentsOf: Data(json.fragment()))
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
        let reader = try FileHandle(forReadingFrom: spoolURL)
        defer { try? reader.close() }
        try withoutActuallyEscaping(output) { output in
            var json = PrettyJSONWriter(output: output)
            json.openObject()
            json.key("errors")
            json.encoded(try JSONOutput.encode(errors))
            json.field("schemaVersion", ExtractJSONRenderer.schemaVersion)
            json.key("tool")
            json.encoded(try JSONOutput.encode(ToolInfo()))
            json.key("variants")
            json.openArray()
            while let chunk = try reader.read(upToCount: 1 << 20), !chunk.isEmpty { json.append(fragment: [UInt8](chunk)) }
            json.closeArray()
            json.closeObject()
            json.finish()
        }
    }

    /// Closes the open variant's `documents` and writes its `locale` (when one of its documents has one) and `name`.
    private func closeVariant() throws {
        guard let open = variant else { return }
        var json = PrettyJSONWriter(fragmentAt: 4, empty: false)
        json.closeArray()
        if let locale = open.locale { json.field("locale", locale.tag) }
        json.field("name", open.name)
        json.closeObject()
        try spool.write(contentsOf: Data(json.fragment()))
        variant = nil
    }
}
