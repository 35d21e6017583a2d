/// One line of compiler output in the `file:line:column: severity: message` shape swiftc and clang share.
public struct CompilerDiagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    public enum Severity: String, Sendable, Codable {
        case error, warning, note
    }

    public var file: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    public var message: String

    public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }

    /// The diagnostics in a compiler's output; other lines (source excerpts, carets) are left out.
    public static func parse(_ output: String) -> [CompilerDiagnostic] {
        output.split(separator: "\n").compactMap { parse(line: Substring($0)) }
    }

    static func parse(line: Substring) -> CompilerDiagnostic? {
        for severity in [Severity.error, .warning, .note] {
            guard let marker = line.range(of: ": \(severity.rawValue): ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let column = Int(location[location.count - 1]),
                  let number = Int(location[location.count - 2]) else { continue }
            let file = location.dropLast(2).joined(separator: ":")
            guard !file.isEmpty else { continue }
            return CompilerDiagnostic(file: file, line: number, column: column, severity: severity,
                                      message: String(line[marker.upperBound...]))
        }
        return nil
    }
}
