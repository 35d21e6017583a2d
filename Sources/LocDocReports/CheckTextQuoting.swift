/// How the check reports show a piece of the user's text (evidence, expected value) on one line: in double quotes,
/// with `\` and `"` escaped, line breaks and tabs as `\n`, `\r`, `\t`, and every other control character (and the
/// non-characters U+FFFE and U+FFFF, which XML forbids) as `\u{…}`, so that the text can neither break the line nor
/// drive a terminal. Everything else (any script, emoji, spaces) is kept exactly.
enum Quoting {
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0xFFFE...0xFFFF).contains(scalar.value):
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
