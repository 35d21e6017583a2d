/// A DocFX date field (`ms.date`, `ms.lasthandoff`), written `MM/DD/YYYY`; ordered by year, month, day.
public struct DocDate: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int

    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), (1...31).contains(day), year > 0 else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Accepts `MM/DD/YYYY` (DocFX) and ISO `YYYY-MM-DD`.
    public init?(written: String) {
        let text = written.trimmingSpaces
        if text.contains("/") {
            let parts = text.split(separator: "/").compactMap { Int($0) }
            guard parts.count == 3, text.split(separator: "/").count == 3 else { return nil }
            self.init(year: parts[2], month: parts[0], day: parts[1])
        } else {
            let parts = text.split(separator: "-").compactMap { Int($0) }
            guard parts.count == 3, text.split(separator: "-").count == 3 else { return nil }
            self.init(year: parts[0], month: parts[1], day: parts[2])
        }
    }

    /// ISO 8601 calendar date, the stable rendering used in reports.
    public var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    public static func < (lhs: DocDate, rhs: DocDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = DocDate(written: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a date: \(text)"))
        }
        self = date
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks (no Foundation needed).
    public var trimmingSpaces: String {
        var text = self
        if let trimmed = text.withUTF8(Self.trimmingSpaces(ascii:)) { return trimmed }
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }

    /// `trimmingSpaces` on ASCII bytes, where every character is one byte but CR LF, which is one character and
    /// not a space; nil when there is a byte beyond ASCII.
    private static func trimmingSpaces(ascii bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        let space: UInt8 = 0x20, tab: UInt8 = 0x09, lineFeed: UInt8 = 0x0A, carriageReturn: UInt8 = 0x0D
        var lower = 0, upper = bytes.count
        while lower < upper {
            let byte = bytes[lower]
            guard byte == space || byte == tab || byte == lineFeed || byte == carriageReturn else { break }
            if byte == carriageReturn, lower + 1 < upper, bytes[lower + 1] == lineFeed { break }
            lower += 1
        }
        while upper > lower {
            let byte = bytes[upper - 1]
            guard byte == space || byte == tab || byte == lineFeed || byte == carriageReturn else { break }
            if byte == lineFeed, upper - 2 >= lower, bytes[upper - 2] == carriageReturn { break }
            upper -= 1
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
    }
}
