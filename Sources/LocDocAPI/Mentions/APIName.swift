import LocDocModel

/// A name of the API as the docs write it, with what its context says about it: a selector sent to a receiver of
/// a known class, a Swift call with its argument labels, a member after a dot, a type or constant.
public struct APIName: Hashable, Sendable, Codable, Comparable {
    public enum Language: String, Hashable, Sendable, Codable, Comparable {
        case swift
        case objectiveC = "objective-c"

        public static func < (lhs: Language, rhs: Language) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public enum Form: String, Hashable, Sendable, Codable, Comparable {
        /// An Objective-C selector or message: `getDeviceInformationWithParameters:completionBlock:`, `new`.
        case selector
        /// A Swift function or initialiser with its labels: `getDeviceInformation(with:completionBlock:)`,
        /// `init(webviewParameters:)`.
        case call
        /// A property, enum case or other member named without labels: `deviceMode`, `.shared`, `signoutFromBrowser`.
        case member
        /// A top-level name: a type, constant, global or C function (`MSALPublicClientApplication`,
        /// `MSALDeviceModeShared`, `dispatch_get_main_queue`).
        case identifier

        public static func < (lhs: Form, rhs: Form) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var form: Form
    /// `nil` when the text does not say (a bare name in prose is written the same in both languages).
    public var language: Language?
    public var name: String
    /// The type the name is looked up in: written (`MSALDeviceMode.shared`, `[MSALParameters new]`) or known from
    /// the sample (`MSALSignoutParameters *signoutParameters; signoutParameters.signoutFromBrowser`).
    public var container: String?
    /// A Swift call with a trailing closure: one more argument than the labels say.
    public var trailingClosure: Bool
    /// `.shared`: the type comes from the context.
    public var implicitMember: Bool
    /// A code span in prose that names a method by its base name and empty parentheses (`acquireToken()`), as docs
    /// refer to a method whatever its parameters; not a call without arguments.
    public var byBaseName: Bool

    public init(form: Form, language: Language?, name: String, container: String? = nil, trailingClosure: Bool = false,
                implicitMember: Bool = false, byBaseName: Bool = false) {
        self.form = form
        self.language = language
        self.name = name
        self.container = container
        self.trailingClosure = trailingClosure
        self.implicitMember = implicitMember
        self.byBaseName = byBaseName
    }

    /// The name without its labels for a Swift call (`acquireTokenSilently` for `acquireTokenSilently(_:)`), as a
    /// declaration names it; the name itself otherwise.
    public var baseName: String {
        guard form == .call, let open = name.firstIndex(of: "(") else { return name }
        return String(name[..<open])
    }

    /// How the report shows it: `MSALSignoutParameters.init(webviewParameters:)`, `.shared`,
    /// `[MSALParameters new]`, `getDeviceInformationWithParameters:completionBlock:`.
    public var displayName: String {
        let written = trailingClosure ? name + " { … }" : name
        if implicitMember { return "." + written }
        guard let container else { return written }
        return form == .selector ? "[\(container) \(written)]" : "\(container).\(written)"
    }

    public static func < (lhs: APIName, rhs: APIName) -> Bool {
        (lhs.name, lhs.container ?? "", lhs.form.rawValue, lhs.language?.rawValue ?? "", lhs.displayName)
            < (rhs.name, rhs.container ?? "", rhs.form.rawValue, rhs.language?.rawValue ?? "", rhs.displayName)
    }
}

/// One place where a page copy names the API.
public struct APIMention: Hashable, Sendable, Codable {
    public enum Source: String, Hashable, Sendable, Codable, Comparable {
        /// A code span in prose.
        case prose
        /// A Swift sample.
        case swift
        /// An Objective-C sample.
        case objectiveC = "objective-c"

        public static func < (lhs: Source, rhs: Source) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var name: APIName
    /// The text as it stands in the file: the code span, or the sample's token(s) for the name.
    public var text: String
    public var source: Source
    public var section: SectionKey
    /// 1-based, in the file.
    public var line: Int
    public var column: Int

    public init(name: APIName, text: String, source: Source, section: SectionKey, line: Int, column: Int) {
        self.name = name
        self.text = text
        self.source = source
        self.section = section
        self.line = line
        self.column = column
    }
}
