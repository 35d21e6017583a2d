/// Everything `locdoc check` hands to a renderer.
public struct CheckReport: Hashable, Sendable {
    public struct VariantInfo: Hashable, Sendable, Codable {
        public var variant: String
        public var locale: String?
        public var file: String
        /// The source revision the file was translated from (`FrontMatter.sourceRevision`): `ms.openlocfilehash`,
        /// `source-git-commit` or MDN's `l10n: sourceCommit:`.
        public var revision: String?
        public var translationType: String?
        /// The page the file holds, as pages are matched across variants (`Document.page`): its path inside its
        /// variant folder, or its source's page for a copy named by its locale (`repo/README.ja.md` holds `README.md`).
        public var page: String

        public init(variant: String, locale: String?, file: String, revision: String?, translationType: String?, page: String? = nil) {
            self.variant = variant
            self.locale = locale
            self.file = file
            self.revision = revision
            self.translationType = translationType
            let prefix = variant.isEmpty || variant == "." ? "" : variant + "/"
            self.page = page ?? (!prefix.isEmpty && file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file)
        }
    }

    /// One entry per checked file.
    public var variants: [VariantInfo]
    /// Sorted in report order.
    public var findings: [Finding]
    /// The checks that ran (the catalogue minus disabled ones), with their effective severities.
    public var checks: [CheckDescription]
    public var errors: [InputError]
    /// Findings that `<!-- locdoc-… -->` comments acknowledge, in report order: not in `findings`, not counted
    /// toward `--fail-on`.
    public var suppressed: [SuppressedFinding]
    /// Disabling comments that acknowledged no finding, by file and place.
    public var idleSuppressions: [IdleSuppression]

    public init(variants: [VariantInfo], findings: [Finding], checks: [CheckDescription], errors: [InputError],
                suppressed: [SuppressedFinding] = [], idleSuppressions: [IdleSuppression] = []) {
        self.variants = variants
        self.findings = Finding.sortedInReportOrder(findings)
        self.checks = checks
        self.errors = errors
        self.suppressed = suppressed.sorted { Finding.reportOrder($0.finding, $1.finding) }
        self.idleSuppressions = idleSuppressions
    }
}
