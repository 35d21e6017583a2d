import LocDocAPI
import LocDocModel

/// Where a page copy names the API: its code spans in prose and the names its Swift and Objective-C samples use.
///
/// A code span is a name only when it is shaped like one, judged with the validators' own readers, never by
/// pattern-matching the Markdown: a well-formed selector (`SelectorValidator`), a message in brackets
/// (`[MSALParameters new]`, `-[MSALPublicClientApplication getDeviceInformationWithParameters:completionBlock:]`),
/// or Swift (`SwiftNameValidator`): a compound name (`getDeviceInformation(with:completionBlock:)`), a name or
/// dotted path (`MSALPublicClientApplication`, `MSALDeviceMode.shared`, `.shared`), or an expression, read like a
/// sample. Prose in backticks (`Shared mode`), URLs and key–value text are not names. A span's position is its
/// opening backtick.
public enum APIMentions {
    public static func all(in document: Document) -> [APIMention] {
        let reader = APIMentionReader()
        return reader.prose(in: document) + reader.samples(in: document)
    }

    /// A name the page's own samples declare (`MSAL_SHARED_MODE_CURRENT_ACCOUNT_CHANGED_NOTIFICATION_KEY` in a
    /// `#define`, a variable) is the page's, not the API's, when prose names it.
    public static func prose(in document: Document) -> [APIMention] {
        APIMentionReader().prose(in: document)
    }

    public static func samples(in document: Document) -> [APIMention] {
        APIMentionReader().samples(in: document)
    }

    /// The names one code span holds (usually one; an expression may hold several).
    public static func names(inSpan text: String) -> [APIName] {
        let code = text.trimmedWhitespace
        guard !code.isEmpty else { return [] }
        if SelectorValidator.looksLikeSelector(code) {
            return SelectorValidator.validate(code) == nil ? [APIName(form: .selector, language: .objectiveC, name: code)] : []
        }
        if code.hasPrefix("[") || code.hasPrefix("-[") || code.hasPrefix("+[") {
            return bracketedMessage(code).map { [$0] } ?? []
        }
        if code.hasSuffix("()"), let name = compoundName(code), name.byBaseName { return [name] }
        switch SwiftNameValidator.shape(of: code) {
        case .compoundName?:
            return compoundName(code).map { [$0] } ?? []
        case .name?:
            return dottedName(code).map { [$0] } ?? []
        case .expression?:
            return SwiftCodeNames.names(in: code).map(\.name)
        case nil:
            return []
        }
    }

    /// `getDeviceInformation(with:completionBlock:)`, `MSALSignoutParameters.init(webviewParameters:)`.
    private static func compoundName(_ code: String) -> APIName? {
        let tokens = CodeLexer.lex(code, dialect: .swift).significantTokens
        guard let open = tokens.firstIndex(where: { $0.text == "(" }) else { return nil }
        let path = tokens[..<open].filter { $0.kind == .identifier }.map(\.text)
        guard let base = path.last else { return nil }
        let labels = tokens[(open + 1)...].filter { $0.kind == .identifier }.map(\.text)
        let owner = path.dropLast().last
        let container = owner.flatMap { $0.first?.isUppercase == true ? $0 : nil }
        let implicit = tokens.first?.text == "."
        // `acquireToken()`, `MSALPublicClientApplication.acquireToken()`: a dotted path of names, then `()`.
        let empty = open + 2 == tokens.count && tokens[open + 1].text == ")" && open % 2 == 1
            && tokens[..<open].enumerated().allSatisfy { $0.offset % 2 == 0 ? $0.element.kind == .identifier : $0.element.text == "." }
        return APIName(form: .call, language: .swift, name: SwiftNames.compound(base: base, labels: labels),
                       container: container, implicitMember: implicit && path.count == 1, byBaseName: empty)
    }

    /// `MSALPublicClientApplication`, `signoutFromBrowser`, `MSALDeviceMode.shared`, `.shared`.
    private static func dottedName(_ code: String) -> APIName? {
        let tokens = CodeLexer.lex(code, dialect: .swift).significantTokens
        let path = tokens.filter { $0.kind == .identifier }.map(\.text)
        guard let last = path.last, !SwiftCodeNames.keywords.contains(last), !SwiftCodeNames.literals.contains(last),
              !ObjCCodeNames.keywords.contains(last), !ObjCCodeNames.cTypes.contains(last) else { return nil }
        if tokens.first?.text == "." { return APIName(form: .member, language: nil, name: last, implicitMember: true) }
        if path.count == 1 {
            return APIName(form: last.first?.isUppercase == true ? .identifier : .member, language: nil, name: last)
        }
        let owner = path[path.count - 2]
        return APIName(form: .member, language: nil, name: last, container: owner.first?.isUppercase == true ? owner : nil)
    }

    /// `[MSALParameters new]`, `-[MSALPublicClientApplication getDeviceInformationWithParameters:completionBlock:]`:
    /// a class and a selector (arguments, when written, are not part of the name).
    private static func bracketedMessage(_ code: String) -> APIName? {
        let tokens = CodeLexer.lex(code, dialect: .objectiveC).significantTokens
        var index = tokens.first?.kind == .operator ? 1 : 0
        guard index + 2 < tokens.count, tokens[index].text == "[", tokens[index + 1].kind == .identifier,
              tokens.last?.text == "]" else { return nil }
        let receiver = tokens[index + 1].text
        index += 2
        var pieces: [String] = []
        if index + 1 < tokens.count, tokens[index + 1].text == "]" {
            pieces = [tokens[index].text]
        } else {
            while index + 1 < tokens.count {
                if tokens[index].kind == .identifier, tokens[index + 1].text == ":" { pieces.append(tokens[index].text + ":") }
                index += 1
            }
        }
        guard !pieces.isEmpty else { return nil }
        return APIName(form: .selector, language: .objectiveC, name: pieces.joined(),
                       container: receiver.first?.isUppercase == true ? receiver : nil)
    }
}
