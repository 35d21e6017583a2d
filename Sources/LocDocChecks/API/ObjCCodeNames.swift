import LocDocAPI

/// The API names Objective-C code uses, read from its tokens (`CodeLexer`): message selectors with the class of
/// their receiver when the code says it (`[[MSALSignoutParameters alloc] initWithWebviewParameters:w]` →
/// `initWithWebviewParameters:` on `MSALSignoutParameters`; `[application signoutWithAccount:…]` → the selector
/// alone), property accesses (`signoutParameters.signoutFromBrowser`), types, constants
/// (`MSALDeviceModeShared`) and C functions (`dispatch_get_main_queue()`).
///
/// Left out: what the code declares (`MSALParameters *parameters`, block parameters, `#define`), messages to and
/// properties of `self`/`super` (the app's own), keywords, literals (`@[…]`, `@"…"`) and subscripts.
enum ObjCCodeNames {
    typealias Found = SwiftCodeNames.Found

    private enum Receiver {
        case app
        case type(String)
        case instance(String?)
    }

    private struct Message {
        var receiver: Receiver
        var selector: String
        var selectorToken: CodeToken
        var end: Int
    }

    /// The names the code declares (variables, block parameters, `#define`): the page's, not the API's.
    static func declaredNames(in code: String) -> Set<String> {
        Set(declarations(CodeLexer.lex(code, dialect: .objectiveC).significantTokens).keys)
    }

    static func names(in code: String) -> [Found] {
        let tokens = CodeLexer.lex(code, dialect: .objectiveC).significantTokens
        let locals = declarations(tokens)
        var found: [Found] = []
        for index in tokens.indices {
            let token = tokens[index]
            let previous = index > 0 ? tokens[index - 1] : nil
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            if token.text == "[", let message = message(tokens, open: index, locals: locals) {
                let container: String? = switch message.receiver {
                case .app: nil
                case .type(let name): name
                case .instance(let type): type
                }
                if case .app = message.receiver { continue }
                found.append(Found(name: APIName(form: .selector, language: .objectiveC, name: message.selector, container: container),
                                   token: message.selectorToken, text: message.selector))
                continue
            }
            if token.text == ".", let member = next, member.kind == .identifier, let owner = previous {
                guard owner.kind == .identifier || owner.text == ")" || owner.text == "]" else { continue }
                var root = index - 1
                while root >= 2, tokens[root - 1].text == ".", tokens[root - 2].kind == .identifier { root -= 2 }
                let rootText = tokens[root].text
                if rootText == "self" || rootText == "super" { continue }
                let direct = root == index - 1 && owner.kind == .identifier
                let container = direct ? (locals[rootText].flatMap { $0 } ?? (rootText.first?.isUppercase == true ? rootText : nil)) : nil
                found.append(Found(name: APIName(form: .member, language: .objectiveC, name: member.text, container: container),
                                   token: member, text: member.text))
                continue
            }
            guard token.kind == .identifier, previous?.text != ".", previous?.text != "->", !isSkipped(token.text),
                  !locals.keys.contains(token.text) else { continue }
            if token.text.first?.isUppercase == true {
                found.append(Found(name: APIName(form: .identifier, language: .objectiveC, name: token.text), token: token, text: token.text))
            } else if next?.text == "(", !SwiftCodeNames.keywords.contains(token.text) {
                found.append(Found(name: APIName(form: .identifier, language: .objectiveC, name: token.text), token: token, text: token.text))
            }
        }
        return found
    }

    /// The message whose `[` is at `open`, or `nil` for a literal (`@[`), a subscript or anything else.
    private static func message(_ tokens: [CodeToken], open: Int, locals: [String: String?]) -> Message? {
        if open > 0 {
            let before = tokens[open - 1]
            if before.text == "@" || [")", "]"].contains(before.text) || (before.kind == .identifier && !keywords.contains(before.text)) {
                return nil
            }
        }
        var index = open + 1
        guard index < tokens.count else { return nil }
        let receiver: Receiver
        if tokens[index].text == "[" {
            guard let inner = message(tokens, open: index, locals: locals) else { return nil }
            receiver = resultType(of: inner)
            index = inner.end + 1
        } else if tokens[index].kind == .identifier {
            let name = tokens[index].text
            index += 1
            var chained = false
            while index + 1 < tokens.count, tokens[index].text == ".", tokens[index + 1].kind == .identifier {
                chained = true
                index += 2
            }
            if name == "self" || name == "super" {
                receiver = .app
            } else if chained {
                receiver = .instance(nil)
            } else if let declared = locals[name] {
                receiver = .instance(declared)
            } else {
                receiver = name.first?.isUppercase == true ? .type(name) : .instance(nil)
            }
        } else {
            return nil
        }
        guard index < tokens.count, tokens[index].kind == .identifier else { return nil }
        let selectorToken = tokens[index]
        if index + 1 < tokens.count, tokens[index + 1].text == "]" {
            return Message(receiver: receiver, selector: selectorToken.text, selectorToken: selectorToken, end: index + 1)
        }
        guard index + 1 < tokens.count, tokens[index + 1].text == ":" else { return nil }
        var pieces: [String] = []
        var depth = 0
        while index < tokens.count {
            let text = tokens[index].text
            if ["(", "[", "{"].contains(text) { depth += 1 }
            if [")", "]", "}"].contains(text) {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, tokens[index].kind == .identifier, index + 1 < tokens.count, tokens[index + 1].text == ":",
               index == 0 || tokens[index - 1].text != "?" {
                pieces.append(text)
            }
            index += 1
        }
        guard index < tokens.count, tokens[index].text == "]" else { return nil }
        return Message(receiver: receiver, selector: pieces.map { $0 + ":" }.joined(), selectorToken: selectorToken, end: index)
    }

    /// `[X alloc]` and `[X new]` are an `X`; `[[X alloc] init…]` too.
    private static func resultType(of message: Message) -> Receiver {
        switch message.receiver {
        case .type(let name) where message.selector == "alloc" || message.selector == "new": .instance(name)
        case .instance(let type?) where message.selector.hasPrefix("init"): .instance(type)
        case .app: .app
        default: .instance(nil)
        }
    }

    /// Names the code declares, with their class: `MSALParameters *parameters`, block parameters
    /// (`MSALAccount * _Nullable account`), `BOOL success`, `#define NAME`.
    private static func declarations(_ tokens: [CodeToken]) -> [String: String?] {
        var locals: [String: String?] = [:]
        for index in tokens.indices where tokens[index].kind == .identifier {
            if tokens[index].text == "#define", index + 1 < tokens.count {
                locals[tokens[index + 1].text] = .some(nil)
                continue
            }
            guard !isSkipped(tokens[index].text) || cTypes.contains(tokens[index].text) else { continue }
            var cursor = index + 1
            var pointer = false
            while cursor < tokens.count, tokens[cursor].kind == .operator, tokens[cursor].text.allSatisfy({ $0 == "*" }) {
                pointer = true
                cursor += 1
            }
            while cursor < tokens.count, qualifiers.contains(tokens[cursor].text) { cursor += 1 }
            guard cursor + 1 < tokens.count, tokens[cursor].kind == .identifier, !isSkipped(tokens[cursor].text),
                  ["=", ";", ",", ")"].contains(tokens[cursor + 1].text) else { continue }
            let type = tokens[index].text
            guard pointer || cTypes.contains(type) || type.first?.isUppercase == true else { continue }
            if index > 0, [".", "->", "["].contains(tokens[index - 1].text) { continue }
            locals[tokens[cursor].text] = type
        }
        return locals
    }

    private static func isSkipped(_ text: String) -> Bool {
        text.hasPrefix("@") || text.hasPrefix("#") || keywords.contains(text) || cTypes.contains(text) || qualifiers.contains(text)
    }

    static let qualifiers: Set<String> = [
        "_Nullable", "_Nonnull", "_Null_unspecified", "_Nullable_result", "__autoreleasing", "__weak", "__strong",
        "__block", "__unsafe_unretained", "__kindof", "nullable", "nonnull", "const", "volatile",
    ]
    static let cTypes: Set<String> = [
        "void", "int", "char", "short", "long", "float", "double", "signed", "unsigned", "BOOL", "id", "instancetype",
        "SEL", "Class", "IMP", "NSInteger", "NSUInteger", "CGFloat",
    ]
    static let keywords: Set<String> = [
        "if", "else", "for", "while", "do", "switch", "case", "default", "return", "break", "continue", "goto",
        "sizeof", "typedef", "struct", "enum", "union", "static", "extern", "inline", "YES", "NO", "nil", "Nil",
        "NULL", "self", "super", "in", "out", "inout", "bycopy", "byref", "oneway", "true", "false",
    ]
}
