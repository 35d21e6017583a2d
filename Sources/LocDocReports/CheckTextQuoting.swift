/// How the text reports show text they did not write (a page's evidence and expected values, a compiler's
/// diagnostics, a scenario's failure) so that it can neither break the report's layout nor drive a terminal: every
/// control character (and the non-characters U+FFFE and U+FFFF, which XML forbids) is shown escaped, as `\u{…}`
/// unless said otherwise. Everything else (any script, emoji, spaces) is kept exactly.
enum Quoting {
    /// On one line: in double quotes, with `\` and `"` escaped and line breaks and tabs as `\n`, `\r`, `\t`.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where isControl(scalar): out += escaped(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// As lines, to be shown indented: split at line breaks (`\n`, `\r\n`), trailing empty lines left out, tabs kept;
    /// no quotes and nothing else escaped, so a diagnostic reads as the compiler wrote it.
    static func lines(_ text: String) -> [String] {
        // By scalars: `\r\n` is one Character, so splitting the String at "\n" would not split it.
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var out = ""
            for scalar in line.last == "\r" ? line.dropLast() : line {
                if scalar != "\t" && isControl(scalar) { out += escaped(scalar) } else { out.unicodeScalars.append(scalar) }
            }
            return out
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// C0 and C1 controls, DEL, U+FFFE and U+FFFF.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0xFFFE...0xFFFF).contains(scalar.value)
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
}
