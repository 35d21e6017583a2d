import Foundation
import LocDocModel

/// `locdoc check --format sarif`: a SARIF 2.1.0 log with one run, for code-scanning tools.
///
/// - `tool.driver.rules`: the checks that ran, in catalogue order (`id`, a PascalCase `name`, the summary as
///   `shortDescription`, the rationale as `fullDescription`, the effective severity as `defaultConfiguration.level`,
///   the category in `properties`).
/// - One result per finding, in report order: `ruleId`/`ruleIndex`, `level` (`error`, `warning`, `note`: locdoc's
///   severities are SARIF's levels), the message, the finding's place (relative to `CORPUSROOT`, line and column in
///   code points), the variants that support the expected value as `relatedLocations`, and locale, variant, class,
///   category, evidence and expected in `properties`.
/// - `artifacts`: every file the log names, with its variant, locale, revision and translation type.
/// - A finding a `<!-- locdoc-… -->` comment acknowledges is a result too, in report order, with an `inSource`
///   suppression (the comment's place, and its text after `;` as the justification): consumers show it as
///   suppressed, not as an alert.
/// - Input errors: `invocations[0].toolExecutionNotifications`, and `executionSuccessful` is false when there are any.
///
/// Deterministic: no timestamps, no absolute paths unless a corpus root is given.
public struct SARIFRenderer: Sendable {
    /// Where `CORPUSROOT` is, as an absolute `file:` URL; nil leaves it for the consumer to resolve.
    public var corpusRoot: URL?
    public var informationURI: String?

    public init(corpusRoot: URL? = nil, informationURI: String? = nil) {
        self.corpusRoot = corpusRoot
        self.informationURI = informationURI
    }

    public func render(_ report: CheckReport) throws -> Data {
        try JSONOutput.encode(log(for: report))
    }

    func log(for report: CheckReport) -> SARIF.Log {
        let index = CheckReportIndex(report)
        let artifacts = Artifacts(index)
        let tool = ToolInfo()
        let driver = SARIF.ToolComponent(name: tool.name, version: tool.version, semanticVersion: tool.version,
                                         informationUri: informationURI, rules: index.checks.map(rule))
        let notifications = index.errors.map { notification($0, artifacts) }
        let invocation = SARIF.Invocation(executionSuccessful: notifications.isEmpty,
                                          toolExecutionNotifications: notifications.isEmpty ? nil : notifications)
        let root = SARIF.ArtifactLocation(uri: corpusRoot.map(Self.folderURI),
                                          description: SARIF.Message(text: "The corpus root: the folder that holds the variant folders"))
        let run = SARIF.Run(tool: SARIF.Tool(driver: driver), invocations: [invocation],
                            originalUriBaseIds: [SARIF.corpusRoot: root], artifacts: artifacts.list,
                            results: results(index, artifacts), columnKind: "unicodeCodePoints")
        return SARIF.Log(runs: [run])
    }

    private func rule(_ check: CheckDescription) -> SARIF.ReportingDescriptor {
        SARIF.ReportingDescriptor(
            id: check.id, name: Self.ruleName(check.id), shortDescription: SARIF.Message(text: check.summary),
            fullDescription: check.rationale.isEmpty ? nil : SARIF.Message(text: check.rationale),
            defaultConfiguration: SARIF.ReportingConfiguration(level: check.defaultSeverity.rawValue),
            properties: SARIF.RuleProperties(category: check.category.rawValue, tags: [check.category.rawValue]))
    }

    /// The findings, and the findings that comments acknowledge with their suppression, in report order.
    private func results(_ index: CheckReportIndex, _ artifacts: Artifacts) -> [SARIF.Result] {
        let reported = index.findings.map { result($0, index, artifacts) }
        guard !index.suppressed.isEmpty else { return reported }
        let acknowledged = index.suppressed.map { suppressed in
            var result = result(suppressed.finding, index, artifacts)
            let start = suppressed.comment.range.start
            result.suppressions = [SARIF.Suppression(
                kind: "inSource", justification: suppressed.comment.justification,
                location: SARIF.Location(physicalLocation: artifacts.physicalLocation(suppressed.finding.file, line: start.line, column: start.column)))]
            return (finding: suppressed.finding, result: result)
        }
        let all = zip(index.findings, reported).map { (finding: $0, result: $1) } + acknowledged
        return all.enumerated().sorted { left, right in
            Finding.reportOrder(left.element.finding, right.element.finding)
                || (!Finding.reportOrder(right.element.finding, left.element.finding) && left.offset < right.offset)
        }.map(\.element.result)
    }

    private func result(_ finding: Finding, _ index: CheckReportIndex, _ artifacts: Artifacts) -> SARIF.Result {
        let related = finding.related.enumerated().map { offset, location in
            let text = finding.expected.map { "\(location.variant) has the expected value \(Quoting.quoted($0))" }
                ?? "\(location.variant) supports the expected value"
            return SARIF.Location(id: offset + 1,
                                  physicalLocation: artifacts.physicalLocation(location.file, line: location.line, column: nil),
                                  message: SARIF.Message(text: text))
        }
        let properties = SARIF.ResultProperties(locale: finding.locale, variant: finding.variant,
                                                class: finding.findingClass.rawValue, category: finding.category.rawValue,
                                                evidence: finding.evidence, expected: finding.expected)
        let location = SARIF.Location(physicalLocation: artifacts.physicalLocation(finding.file, line: finding.line, column: finding.column))
        return SARIF.Result(ruleId: finding.check, ruleIndex: index.position(ofCheck: finding.check), level: finding.severity.rawValue,
                            message: SARIF.Message(text: finding.message), locations: [location],
                            relatedLocations: related.isEmpty ? nil : related, suppressions: nil, properties: properties)
    }

    private func notification(_ error: InputError, _ artifacts: Artifacts) -> SARIF.Notification {
        SARIF.Notification(level: "error", message: SARIF.Message(text: error.message),
                           locations: [SARIF.Location(physicalLocation: artifacts.physicalLocation(error.file, line: error.line, column: nil))],
                           descriptor: SARIF.ReportingDescriptorReference(id: error.kind.rawValue))
    }

    /// An absolute folder URI ends with `/` (SARIF §3.14.14), so that relative references resolve inside it.
    private static func folderURI(_ url: URL) -> String {
        let text = url.absoluteURL.absoluteString
        return text.hasSuffix("/") ? text : text + "/"
    }

    /// `config-value-mismatch` → `ConfigValueMismatch`: SARIF's `name` is an identifier-like form of the rule.
    static func ruleName(_ id: String) -> String {
        id.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

/// The files a SARIF log names, each once, sorted, with their position in `run.artifacts`.
private struct Artifacts {
    let list: [SARIF.Artifact]
    private let positions: [String: Int]

    init(_ index: CheckReportIndex) {
        let known = Dictionary(index.files.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        let named = index.files.map(\.file) + index.findings.flatMap { [$0.file] + $0.related.map(\.file) } + index.errors.map(\.file)
        let files = Set(named).sorted()
        positions = Dictionary(uniqueKeysWithValues: files.enumerated().map { ($0.element, $0.offset) })
        list = files.map { file in
            let info = known[file]
            return SARIF.Artifact(
                location: SARIF.ArtifactLocation(uri: Self.uri(file), uriBaseId: SARIF.corpusRoot),
                mimeType: "text/markdown",
                properties: info.map { SARIF.ArtifactProperties(variant: $0.variant, locale: $0.locale, revision: $0.revision,
                                                                translationType: $0.translationType) })
        }
    }

    func physicalLocation(_ file: String, line: Int?, column: Int?) -> SARIF.PhysicalLocation {
        let region = line.flatMap { $0 >= 1 ? SARIF.Region(startLine: $0, startColumn: column.flatMap { $0 >= 1 ? $0 : nil }) : nil }
        return SARIF.PhysicalLocation(artifactLocation: SARIF.ArtifactLocation(uri: Self.uri(file), uriBaseId: SARIF.corpusRoot,
                                                                               index: positions[file]),
                                      region: region)
    }

    /// A relative path as a URI reference: each segment percent-encoded (UTF-8) except RFC 3986 unreserved
    /// characters and sub-delimiters; `:` is encoded so that a first segment never reads as a scheme.
    static func uri(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.addingPercentEncoding(withAllowedCharacters: segmentCharacters) ?? String($0) }
            .joined(separator: "/")
    }

    private static let segmentCharacters = CharacterSet(charactersIn:
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=@")
}
