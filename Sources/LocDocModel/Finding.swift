/// How bad a finding is for a reader. Ordered: note < warning < error.
public enum Severity: String, Hashable, Comparable, Sendable, Codable, CaseIterable {
    /// Cosmetic or debatable.
    case note
    /// Meaning or structure is broken.
    case warning
    /// A reader would copy something wrong (code, identifier, key, value, URL).
    case error

    private var rank: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// The fixed list of finding categories; tools and reports use exactly these names.
public enum Category: String, Hashable, Comparable, Sendable, Codable, CaseIterable {
    case codeSample = "code-sample"
    case codeLanguage = "code-language"
    case configValue = "config-value"
    case inlineCode = "inline-code"
    case link
    case structure
    case untranslated
    case punctuation
    case metadata
    case staleRevision = "stale-revision"

    public static func < (lhs: Category, rhs: Category) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Why a variant differs: damaged, translated from an older source, or neither.
public enum FindingClass: String, Hashable, Sendable, Codable, CaseIterable {
    /// Intrinsically invalid, or different from what the other files of its own revision agree on.
    case corrupt
    /// Valid, and what an older revision had, while newer revisions have something else.
    case stale
    /// Valid, but matches nobody, and no revision explains it.
    case divergent
}

/// Another place that bears on a finding: typically a variant that supports the expected value.
public struct RelatedLocation: Hashable, Comparable, Sendable, Codable {
    public var variant: String
    public var file: String
    public var line: Int

    public init(variant: String, file: String, line: Int) {
        self.variant = variant
        self.file = file
        self.line = line
    }

    public static func < (lhs: RelatedLocation, rhs: RelatedLocation) -> Bool {
        (lhs.file, lhs.line, lhs.variant) < (rhs.file, rhs.line, rhs.variant)
    }
}

/// Something a check found in the user's docs (as opposed to `InputError`, a problem with locdoc's input).
public struct Finding: Hashable, Sendable, Codable {
    public var check: String
    public var category: Category
    public var severity: Severity
    public var findingClass: FindingClass
    public var locale: String?
    public var variant: String
    /// Relative to the corpus root.
    public var file: String
    public var line: Int
    public var column: Int
    /// One line, no final period.
    public var message: String
    /// The offending text exactly as it appears in the file.
    public var evidence: String
    /// The value the other variants (or the reference) support, when one is known.
    public var expected: String?
    /// Sorted by file, line and variant, however the finding was made (so renderers read them in order).
    public private(set) var related: [RelatedLocation]

    public init(check: String, category: Category, severity: Severity, findingClass: FindingClass, locale: String?,
                variant: String, file: String, line: Int, column: Int, message: String, evidence: String,
                expected: String?, related: [RelatedLocation]) {
        self.check = check
        self.category = category
        self.severity = severity
        self.findingClass = findingClass
        self.locale = locale
        self.variant = variant
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.evidence = evidence
        self.expected = expected
        // Checks list related locations in copy order, which is nearly always their order already: a pass that
        // finds no pair out of order costs less than sorting (an element equal to another is the same location).
        self.related = zip(related, related.dropFirst()).contains { $1 < $0 } ? related.sorted() : related
    }

    enum CodingKeys: String, CodingKey {
        case check, category, severity, findingClass = "class", locale, variant, file, line, column, message, evidence,
             expected, related
    }

    /// Through the memberwise initialiser, so that decoded related locations are sorted too.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(check: try container.decode(String.self, forKey: .check), category: try container.decode(Category.self, forKey: .category),
                  severity: try container.decode(Severity.self, forKey: .severity),
                  findingClass: try container.decode(FindingClass.self, forKey: .findingClass),
                  locale: try container.decodeIfPresent(String.self, forKey: .locale), variant: try container.decode(String.self, forKey: .variant),
                  file: try container.decode(String.self, forKey: .file), line: try container.decode(Int.self, forKey: .line),
                  column: try container.decode(Int.self, forKey: .column), message: try container.decode(String.self, forKey: .message),
                  evidence: try container.decode(String.self, forKey: .evidence),
                  expected: try container.decodeIfPresent(String.self, forKey: .expected),
                  related: try container.decode([RelatedLocation].self, forKey: .related))
    }

    /// Reports list findings by file, line, column, check and message, then by the rest of what they print: a
    /// total order, so one input gives one report.
    public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        let left = (lhs.file, lhs.line, lhs.column, lhs.check, lhs.message), right = (rhs.file, rhs.line, rhs.column, rhs.check, rhs.message)
        return left != right ? left < right : lhs.precedesTied(rhs)
    }

    /// Between two findings at the same place with the same check and message, by everything else a report
    /// prints (a link missing from a copy at a section's start, which two places on the page hold, gives two such
    /// findings): without it they kept the order a check made them in, which a dictionary's order once decided,
    /// and one input gave two reports.
    private func precedesTied(_ other: Finding) -> Bool {
        if evidence != other.evidence { return evidence < other.evidence }
        if expected != other.expected {
            guard let expected else { return true }
            guard let theirs = other.expected else { return false }
            return expected < theirs
        }
        if related != other.related { return related.lexicographicallyPrecedes(other.related) }
        let mine = (severity.rawValue, findingClass.rawValue, category.rawValue, variant, locale ?? "")
        let theirs = (other.severity.rawValue, other.findingClass.rawValue, other.category.rawValue, other.variant, other.locale ?? "")
        if mine != theirs { return mine < theirs }
        if (locale == nil) != (other.locale == nil) { return locale == nil }
        // Strings compare equal above when they are canonically equivalent (`é` against `e` and a combining acute):
        // their bytes, which the report prints, decide.
        let strings = [file, message, evidence, expected ?? "", variant, locale ?? ""] + related.flatMap { [$0.file, $0.variant] }
        let others = [other.file, other.message, other.evidence, other.expected ?? "", other.variant, other.locale ?? ""]
            + other.related.flatMap { [$0.file, $0.variant] }
        for (mine, theirs) in zip(strings, others) where !mine.utf8.elementsEqual(theirs.utf8) {
            return mine.utf8.lexicographicallyPrecedes(theirs.utf8)
        }
        return false
    }

    /// `findings.sorted(by: reportOrder)`, with files compared by their rank among the files named (so most
    /// comparisons are of numbers, not of long paths that share their start). Same comparisons' answers, same
    /// sort, so the same order, ties included; findings already in order (a report's, rendered) come back as
    /// they are, which is what sorting them gives. Fields are read in place, and the findings are moved into
    /// their order rather than copied: copying a finding retains every string it holds.
    public static func sortedInReportOrder(_ findings: consuming [Finding]) -> [Finding] {
        guard let order = reportOrder(of: findings) else { return findings }
        // Consumed, so the array is usually this function's alone and is reordered where it is, not copied first.
        var sorted = findings
        sorted.permute(to: order)
        return sorted
    }

    /// The positions of `findings` in report order; nil when they are in it already.
    private static func reportOrder(of findings: [Finding]) -> [Int]? {
        // By position: mapping over the findings would copy each one.
        var files = Set<String>()
        for position in findings.indices { files.insert(findings[position].file) }
        var rank: [String: Int] = [:]
        for (position, file) in files.sorted().enumerated() { rank[file] = position }
        var ranks: [Int] = []
        ranks.reserveCapacity(findings.count)
        for position in findings.indices { ranks.append(rank[findings[position].file]!) }
        let precedes = { (i: Int, j: Int) -> Bool in
            let left = (ranks[i], findings[i].line, findings[i].column, findings[i].check, findings[i].message)
            let right = (ranks[j], findings[j].line, findings[j].column, findings[j].check, findings[j].message)
            return left != right ? left < right : findings[i].precedesTied(findings[j])
        }
        if findings.indices.dropFirst().allSatisfy({ !precedes($0, $0 - 1) }) { return nil }
        return findings.indices.sorted(by: precedes)
    }
}