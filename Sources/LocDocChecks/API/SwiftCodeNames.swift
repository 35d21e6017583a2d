import LocDocAPI

/// The API names Swift code uses, read from its tokens (`CodeLexer`): types (`MSALParameters`), initialiser calls
/// with their labels (`MSALSignoutParameters(webviewParameters:)` → `MSALSignoutParameters.init(webviewParameters:)`),
/// method calls (`application.getDeviceInformation(with: nil, completionBlock: {…})` →
/// `getDeviceInformation(with:completionBlock:)`, a trailing closure noted), members (`deviceInfo.deviceMode`),
/// implicit members (`.shared`) and free functions.
///
/// What is not the API is left out: names the code declares (`let`, `var`, closure parameters, `for … in`), the
/// app's own members (anything reached from `self`), keywords and literals. A receiver's type is known when the
/// code declared it (`let p = MSALParameters()`) or names a type (`DispatchQueue.main`); otherwise it is left open
/// and the name is looked up in the whole API.
enum SwiftCodeNames {
    struct Found {
        var name: APIName
        var token: CodeToken
        var text: String
    }

    static func names(in code: String) -> [Found] { read(code).found }

    /// The names the code declares (`let`, `var`, closure parameters, `func`, types), the page's and not the API's;
    /// and of those, the functions and types: what a call without a receiver (`acquireTokenSilently(account)`) may
    /// name. A local (`let account`) is not `account(forHomeAccountId:)`.
    static func declarations(in code: String) -> (all: Set<String>, callable: Set<String>) {
        let read = read(code)
        return (read.callable.union(read.locals), read.callable)
    }

    private static func read(_ code: String) -> (found: [Found], callable: Set<String>, locals: Dictionary<String, String?>.Keys) {
        let tokens = CodeLexer.lex(code, dialect: .swift).significantTokens
        var locals: [String: String?] = [:]
        var declared: Set<String> = []
        var found: [Found] = []
        for index in tokens.indices {
            let token = tokens[index]
            let previous = index > 0 ? tokens[index - 1] : nil
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            if token.text == ".", let member = next, member.kind == .identifier, !isSkipped(member.text) {
                if let name = memberName(tokens, dot: index, locals: locals) {
                    found.append(Found(name: name, token: member, text: member.text))
                }
                continue
            }
            guard token.kind == .identifier, previous?.text != ".", !isSkipped(token.text) else { continue }
            if keywords.contains(token.text) {
                declare(tokens, keyword: index, into: &locals)
                continue
            }
            if ["func", "class", "struct", "enum", "protocol", "typealias"].contains(previous?.text ?? "") {
                declared.insert(token.text)
                continue
            }
            if locals.keys.contains(token.text) || ["let", "var"].contains(previous?.text ?? "") { continue }
            if token.text.first?.isUppercase == true {
                found.append(Found(name: APIName(form: .identifier, language: .swift, name: token.text), token: token, text: token.text))
                if next?.text == "(" {
                    let call = arguments(tokens, open: index + 1)
                    found.append(Found(name: APIName(form: .call, language: .swift, name: SwiftNames.compound(base: "init", labels: call.labels),
                                                     container: token.text, trailingClosure: call.trailingClosure),
                                       token: token, text: token.text + "(…)"))
                }
            } else if next?.text == "(" {
                let call = arguments(tokens, open: index + 1)
                found.append(Found(name: APIName(form: .call, language: .swift, name: SwiftNames.compound(base: token.text, labels: call.labels),
                                                 trailingClosure: call.trailingClosure),
                                   token: token, text: token.text + "(…)"))
            }
        }
        return (found, declared, locals.keys)
    }

    /// The name after the dot at `dot`: a member of a receiver, or an implicit member (`.shared`).
    private static func memberName(_ tokens: [CodeToken], dot: Int, locals: [String: String?]) -> APIName? {
        let member = tokens[dot + 1]
        let previous = dot > 0 ? tokens[dot - 1] : nil
        // `a?.b` and `a!.b`: a postfix `?`/`!` touches what it unwraps; any other operator before the dot starts an
        // implicit member (`== .shared`).
        let postfix = dot > 1 && ["?", "!"].contains(previous?.text ?? "")
            && tokens[dot - 2].offset + tokens[dot - 2].text.unicodeScalars.count == previous?.offset
        let implicit = !postfix && (previous.map { $0.kind == .operator || ["(", ",", ":", "[", "{", "return", "case", "in"].contains($0.text) } ?? true)
        var container: String?
        if !implicit {
            guard let root = chainRoot(tokens, before: dot), root.text != "self", root.text != "super" else { return nil }
            if root.index == dot - 1 {
                if let declared = locals[root.text] {
                    container = declared
                } else if root.text.first?.isUppercase == true {
                    container = root.text
                }
            }
        }
        if dot + 2 < tokens.count, tokens[dot + 2].text == "(" {
            let call = arguments(tokens, open: dot + 2)
            return APIName(form: .call, language: .swift, name: SwiftNames.compound(base: member.text, labels: call.labels),
                           container: container, trailingClosure: call.trailingClosure, implicitMember: implicit)
        }
        if dot + 2 < tokens.count, tokens[dot + 2].text == "{", !implicit {
            return APIName(form: .call, language: .swift, name: member.text + "()", container: container, trailingClosure: true)
        }
        return APIName(form: .member, language: .swift, name: member.text, container: container, implicitMember: implicit)
    }

    /// The identifier a member chain starts from (`self` in `self.webViewParamaters!.foo`), with its index.
    private static func chainRoot(_ tokens: [CodeToken], before dot: Int) -> (text: String, index: Int)? {
        var index = dot - 1
        while index >= 0 {
            let token = tokens[index]
            if token.text == "!" || token.text == "?" {
                index -= 1
            } else if token.text == ")" || token.text == "]" {
                guard let open = matchingOpen(tokens, close: index) else { return nil }
                index = open - 1
            } else if token.kind == .identifier {
                if index > 0, tokens[index - 1].text == "." {
                    index -= 2
                } else {
                    return (token.text, index)
                }
            } else {
                return nil
            }
        }
        return nil
    }

    /// The labels of the call whose `(` is at `open` (`_` for an unlabelled argument), and whether a trailing
    /// closure follows the `)`.
    static func arguments(_ tokens: [CodeToken], open: Int) -> (labels: [String], trailingClosure: Bool) {
        var labels: [String] = []
        var depth = 0
        var index = open
        var argumentStart = true
        while index < tokens.count {
            let text = tokens[index].text
            if ["(", "[", "{"].contains(text) {
                depth += 1
                if depth == 1 { index += 1; continue }
            } else if [")", "]", "}"].contains(text) {
                depth -= 1
                if depth == 0 { break }
            }
            if depth == 1 {
                if text == "," {
                    argumentStart = true
                } else if argumentStart {
                    let labelled = tokens[index].kind == .identifier && index + 1 < tokens.count && tokens[index + 1].text == ":"
                    labels.append(labelled ? tokens[index].text : "_")
                    argumentStart = false
                }
            }
            index += 1
        }
        let trailing = index + 1 < tokens.count && tokens[index + 1].text == "{" && !inStatementCondition(tokens, before: open)
        return (labels, trailing)
    }

    /// Whether the call whose `(` is at `open` is in the condition of an `if`, `guard`, `while`, `switch` or `for`
    /// (`if let code = MSALError(rawValue: error.code) {`): the `{` after it opens the statement's body, not a trailing
    /// closure. Found by going back through the statement, at the call's bracket depth, to the brace or `;` before it.
    private static func inStatementCondition(_ tokens: [CodeToken], before open: Int) -> Bool {
        var depth = 0
        var index = open - 1
        while index >= 0 {
            let text = tokens[index].text
            if [")", "]"].contains(text) {
                depth += 1
            } else if ["(", "["].contains(text) {
                if depth == 0 { return false }
                depth -= 1
            } else if depth == 0 {
                if ["{", "}", ";"].contains(text) { return false }
                if ["if", "guard", "while", "switch", "for"].contains(text) { return true }
            }
            index -= 1
        }
        return false
    }

    private static func matchingOpen(_ tokens: [CodeToken], close: Int) -> Int? {
        var depth = 0
        var index = close
        while index >= 0 {
            let text = tokens[index].text
            if [")", "]", "}"].contains(text) { depth += 1 }
            if ["(", "[", "{"].contains(text) {
                depth -= 1
                if depth == 0 { return index }
            }
            index -= 1
        }
        return nil
    }

    /// Records what `let`/`var`, `in` (closure parameters, `for … in`) declare.
    private static func declare(_ tokens: [CodeToken], keyword index: Int, into locals: inout [String: String?]) {
        let keyword = tokens[index].text
        if keyword == "let" || keyword == "var", index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
            let name = tokens[index + 1].text
            var type: String?
            if index + 3 < tokens.count, [":", "="].contains(tokens[index + 2].text), tokens[index + 3].kind == .identifier {
                let first = tokens[index + 3].text
                type = first.first?.isUppercase == true ? first : locals[first].flatMap { $0 }
            }
            locals[name] = type
        } else if keyword == "in" {
            var back = index - 1
            while back >= 0, index - back < 24, tokens[back].text != "{", tokens[back].text != "for" {
                if tokens[back].kind == .identifier, tokens[back].text.first?.isLowercase == true, !keywords.contains(tokens[back].text) {
                    locals[tokens[back].text] = .some(nil)
                }
                back -= 1
            }
        }
    }

    private static func isSkipped(_ text: String) -> Bool {
        text.hasPrefix("#") || text.hasPrefix("@") || text.hasPrefix("$") || literals.contains(text)
    }

    static let literals: Set<String> = ["true", "false", "nil", "self", "super", "Self", "_"]

    static let keywords: Set<String> = [
        "let", "var", "func", "if", "else", "guard", "return", "in", "for", "while", "repeat", "switch", "case",
        "default", "break", "continue", "do", "try", "catch", "throw", "throws", "rethrows", "async", "await", "as",
        "is", "import", "class", "struct", "enum", "protocol", "extension", "init", "deinit", "where", "some", "any",
        "static", "private", "public", "internal", "fileprivate", "open", "final", "override", "inout", "defer",
        "typealias", "weak", "unowned", "lazy", "mutating", "convenience", "required", "fallthrough",
    ]
}
