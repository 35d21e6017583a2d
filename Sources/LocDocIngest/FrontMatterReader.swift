import LocDocModel
import Yams

/// Splits the YAML front matter (between `---` lines at the top of the file) from the Markdown body and
/// parses it, keeping each key's line: flat `key: value` lines as `FlatFrontMatter` reads them, anything else
/// with Yams. A file that does not open with `---` has none (`FrontMatter.absent`): it is read as Markdown from its
/// first line, and whether it should have one is a finding (`metadata-front-matter`), not an input error.
enum FrontMatterReader {
    struct Result {
        var frontMatter: FrontMatter
        /// The number of lines the front matter occupies, fences included.
        var lineCount: Int
    }

    static func read(_ source: SourceText, file: String) throws(InputError) -> Result {
        guard isFence(source, line: 1, closing: false) else {
            guard source.bytes.contains(where: { !Self.isBlank($0) }) else {
                throw InputError(kind: .emptyFile, file: file, line: 1, message: "empty file: no front matter and no Markdown")
            }
            return Result(frontMatter: .absent, lineCount: 0)
        }
        var closing: Int?
        var line = 2
        while line <= source.lineCount {
            if isFence(source, line: line, closing: true) { closing = line; break }
            line += 1
        }
        guard let end = closing else {
            throw InputError(kind: .malformedFrontMatter, file: file, line: 1,
                             message: "front matter opened on line 1 is never closed with a `---` line")
        }
        let yamlRange = source.lineStarts[1]..<(end - 1 < source.lineStarts.count ? source.lineStarts[end - 1] : source.bytes.count)
        var entries = FlatFrontMatter.entries(source.bytes[yamlRange])
        if entries == nil {
            entries = try composed(String(decoding: source.bytes[yamlRange], as: UTF8.self), file: file, lastLine: end - 1)
        }
        return Result(frontMatter: FrontMatter(entries: entries ?? []), lineCount: end)
    }

    /// The entries of the YAML between the fences (which starts on file line 2), read by Yams; `lastLine` is the
    /// file line of its last line.
    static func composed(_ yaml: String, file: String, lastLine: Int) throws(InputError) -> [FrontMatterEntry] {
        let node: Node?
        do {
            // Values are kept as written, so no implicit tag resolution (which would also run a regular expression per
            // scalar): the basic resolver tags every scalar as a string. The encoding is given: Yams's default reads
            // the whole environment on every call (and prints when YAMS_DEFAULT_ENCODING is set), which cost more
            // than parsing the front matter.
            node = try Yams.compose(yaml: yaml, Resolver.basic, Constructor.default, .utf8)
        } catch let error as YamlError {
            throw invalid(error, file: file, lastLine: lastLine)
        } catch {
            throw InputError(kind: .invalidYAML, file: file, line: 2, message: "invalid YAML in front matter: \(error)")
        }
        guard let root = node else { return [] }
        guard case .mapping(let mapping) = root else {
            throw InputError(kind: .malformedFrontMatter, file: file, line: 2,
                             message: "front matter is YAML but not a mapping of keys to values")
        }
        var entries: [FrontMatterEntry] = []
        for (key, value) in mapping {
            guard let name = key.scalar?.string else {
                throw InputError(kind: .malformedFrontMatter, file: file, line: 1 + (key.mark?.line ?? 1),
                                 message: "front matter key is not a plain string")
            }
            entries.append(FrontMatterEntry(key: name, value: convert(value), line: 1 + (key.mark?.line ?? 1)))
        }
        return entries
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// `---` opens; `---` or `...` closes (trailing spaces allowed).
    /// Read as bytes: every line of the front matter is asked until the closing fence.
    private static func isFence(_ source: SourceText, line: Int, closing: Bool) -> Bool {
        guard line <= source.lineCount else { return false }
        let range = source.lineBytes(line)
        var end = range.upperBound
        while end > range.lowerBound, source.bytes[end - 1] == 0x20 || source.bytes[end - 1] == 0x09 { end -= 1 }
        guard end - range.lowerBound == 3 else { return false }
        let marks = source.bytes[range.lowerBound..<end]
        return marks.allSatisfy { $0 == UInt8(ascii: "-") } || (closing && marks.allSatisfy { $0 == UInt8(ascii: ".") })
    }

    private static func convert(_ node: Node) -> FrontMatterValue {
        switch node {
        case .scalar(let scalar): .scalar(scalar.string)
        case .sequence(let sequence): .sequence(sequence.map(convert))
        case .mapping(let mapping): .mapping(mapping.map { FrontMatterPair(key: $0.key.string ?? "", value: convert($0.value)) })
        case .alias: .scalar("")
        }
    }

    /// `lastLine` is the file line of the last YAML line: libyaml reports "unexpected end of stream" past it, on the
    /// closing `---`; the line of the construct left open (its context) is the one to fix.
    private static func invalid(_ error: YamlError, file: String, lastLine: Int) -> InputError {
        // YAML line n is file line n + 1 (after the opening `---`).
        let (problem, mark) = error.located(lastLine: lastLine - 1)
        return InputError(kind: .invalidYAML, file: file, line: 1 + (mark?.line ?? 1),
                          message: "invalid YAML in front matter: \(problem)")
    }
}
