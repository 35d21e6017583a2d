/// The text between tags in a sample (`<button>Toggle</button>`, `<th>Name</th>`, `<p>Has published books:</p>`) is
/// what the sample's page shows its reader, and translators translate it as they translate prose: Vue's Korean
/// guide writes `<button>전환</button>`, React's Russian one `<th>Наименование</th>`. That is not a change to the
/// code, so samples compare with it masked.
///
/// Each run of text from its first to its last non-blank character on a line, when it holds a letter, becomes `…`
/// padded with spaces to its own length, so every later token keeps its line and column. Text is what follows a tag's
/// `>` up to the next tag (`<` before a letter, `/` or `!`) or interpolation (`{`, `{{ msg }}`, after which text
/// resumes). Not a parser: in markup a tag may span lines and text runs on across them; in a language that writes
/// tags inside code (JSX), and may write `<` and `>` as operators or generics (`List<String> names`), a tag and its
/// text must sit on one line, the text must end at a tag or an interpolation, and hold no operator or bracket.
enum MarkupText {
    static func masked(_ code: [Unicode.Scalar], syntax: CommentSyntax) -> [Unicode.Scalar] {
        let strict: Bool
        switch syntax {
        case .markup, .component: strict = false
        case .slashes: strict = true
        default: return code
        }
        guard code.contains("<") else { return code }
        var result = code
        var index = 0
        while index < code.count {
            guard code[index] == "<", let tag = tag(code, from: index, strict: strict) else { index += 1; continue }
            index = tag.end + 1
            if !tag.closing, verbatim.contains(tag.name.lowercased()) {
                // Script, style and code are code: on to their closing tag.
                let closing = Array("</\(tag.name.lowercased())".unicodeScalars)
                while index < code.count, !(code[index] == "<" && code[index...].prefix(closing.count).map(ScalarClass.asciiLowercased).elementsEqual(closing)) {
                    index += 1
                }
                continue
            }
            // Text, and after each interpolation more text, up to the next tag.
            while true {
                let stop = textEnd(code, from: index, strict: strict)
                if let stop { mask(&result, code, index..<stop, strict: strict) }
                guard let stop, stop < code.count, code[stop] == "{", let close = interpolationEnd(code, from: stop, strict: strict) else {
                    index = stop ?? index
                    break
                }
                index = close + 1
            }
        }
        return result
    }

    /// Elements whose content is code or shown verbatim, not text to translate.
    private static let verbatim: Set<String> = ["script", "style", "code", "pre"]

    /// The tag opening at `start` (`<name …>`, `</name>`): the index of the `>` that closes it (quoted attribute
    /// values skipped), its name, and whether it closes an element; nil when `start` opens no tag.
    private static func tag(_ code: [Unicode.Scalar], from start: Int, strict: Bool) -> (end: Int, name: String, closing: Bool)? {
        var index = start + 1
        let closing = index < code.count && code[index] == "/"
        if closing { index += 1 }
        let nameStart = index
        while index < code.count, isNameScalar(code[index]) { index += 1 }
        guard index > nameStart, ScalarClass.isASCIILetter(code[nameStart]), index < code.count else { return nil }
        guard code[index] == ">" || code[index] == "/" || code[index] == " " || code[index] == "\t" || (!strict && code[index] == "\n") else {
            return nil
        }
        let name = String(String.UnicodeScalarView(code[nameStart..<index]))
        var quote: Unicode.Scalar?
        while index < code.count {
            let scalar = code[index]
            if strict, scalar == "\n" { return nil }
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if scalar == ">" {
                return (index, name, closing)
            } else if scalar == "<" {
                return nil
            }
            index += 1
        }
        return nil
    }

    /// Where the text that starts at `start` ends: at a tag or an interpolation (or, in markup, the end of the code);
    /// nil when, in a language with tags inside code, it ends elsewhere (the end of the line).
    private static func textEnd(_ code: [Unicode.Scalar], from start: Int, strict: Bool) -> Int? {
        var index = start
        while index < code.count {
            let scalar = code[index]
            if scalar == "{" { return index }
            if scalar == "<", index + 1 < code.count, ScalarClass.isASCIILetter(code[index + 1]) || code[index + 1] == "/" || code[index + 1] == "!" {
                return index
            }
            if strict, scalar == "\n" { return nil }
            index += 1
        }
        return strict ? nil : index
    }

    /// The index of the last `}` of the interpolation opening at `start` (`{expr}`, `{{ expr }}`), on its line in a
    /// language with tags inside code.
    private static func interpolationEnd(_ code: [Unicode.Scalar], from start: Int, strict: Bool) -> Int? {
        var depth = 0
        var index = start
        while index < code.count {
            switch code[index] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { return index }
            case "\n" where strict: return nil
            default: break
            }
            index += 1
        }
        return nil
    }

    /// Masks each line's run of text in `range`, when it holds a letter (and, in code, no operator or bracket).
    private static func mask(_ result: inout [Unicode.Scalar], _ code: [Unicode.Scalar], _ range: Range<Int>, strict: Bool) {
        var lineStart = range.lowerBound
        while lineStart < range.upperBound {
            let lineEnd = code[lineStart..<range.upperBound].firstIndex(of: "\n") ?? range.upperBound
            let line = code[lineStart..<lineEnd]
            if let first = line.firstIndex(where: { !isBlank($0) }), let last = line.lastIndex(where: { !isBlank($0) }) {
                let run = code[first...last]
                if run.contains(where: \.properties.isAlphabetic), !strict || !run.contains(where: isOperator) {
                    result.replaceSubrange(first...last, with: ["…"] + repeatElement(" ", count: last - first))
                }
            }
            lineStart = lineEnd + 1
        }
    }

    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" || scalar == "\r" }

    private static func isOperator(_ scalar: Unicode.Scalar) -> Bool {
        "=();[]&|+*%$<>{}".unicodeScalars.contains(scalar)
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        ScalarClass.isASCIILetter(scalar) || (0x30...0x39).contains(scalar.value) || scalar == "-" || scalar == "." || scalar == ":" || scalar == "_"
    }
}
