import LocDocModel
import Yams

extension YamlError {
    /// What libyaml or Yams found wrong and the mark (its YAML line, from 1) to report it at, for every kind of error
    /// that has one, duplicated keys included. An error past `lastLine` (libyaml's "unexpected end of stream") is
    /// reported where the construct left open starts, which is the line to fix.
    func located(lastLine: Int? = nil) -> (problem: String, mark: Mark?) {
        switch self {
        case .scanner(let context, let text, let at, _), .parser(let context, let text, let at, _),
             .composer(let context, let text, let at, _):
            if let lastLine, at.line > lastLine, let context { return ("\(text) \(context.text)", context.mark) }
            return (text, at)
        case .duplicatedKeysInMapping(let duplicates, let context):
            // Yams marks the first occurrence of the alphabetically first duplicated key, or line 0 when that key
            // has no mark: that is no line.
            return ("duplicated key(s) \(duplicates.joined(separator: ", "))", context.mark.line > 0 ? context.mark : nil)
        default:
            return ("\(self)", nil)
        }
    }

    /// `located(lastLine:)` for an error in the whole of `yaml` (a file of its own): its last line is the last that
    /// holds anything, a final line break opening none.
    func located(in yaml: String) -> (problem: String, mark: Mark?) {
        let bytes = Array(yaml.utf8)
        let breaks = LineBreak.breaks(in: bytes)
        return located(lastLine: breaks.lastLineStart == bytes.count || bytes.isEmpty ? breaks.count : breaks.count + 1)
    }
}

/// A YAML file of its own (`.locdoc.yml`, a harness) composed as the front matter is: the basic resolver keeps
/// scalars as written, and the encoding is given (Yams's default reads the environment on every call).
enum YAMLFile {
    /// The root node, or nil for an empty file; an error says the problem once, at the line to fix.
    static func compose(_ yaml: String, file: String, kind: InputError.Kind) throws(InputError) -> Node? {
        do {
            return try Yams.compose(yaml: yaml, Resolver.basic, Constructor.default, .utf8)
        } catch let error as YamlError {
            let (problem, mark) = error.located(in: yaml)
            throw InputError(kind: kind, file: file, line: mark?.line, message: "invalid YAML: \(problem)")
        } catch {
            throw InputError(kind: kind, file: file, line: nil, message: "invalid YAML: \(error)")
        }
    }
}
