/// What the importer's naming rules need to know about an English word: is it a preposition (where a selector
/// piece splits into a base name and an argument label), a verb or a gerund (after which a restated type name may
/// be dropped), or something else (a noun or adjective: nothing is dropped after it).
///
/// Facts: the prepositions are the 27 words Swift's importer splits at (`PartsOfSpeech.def` in the Swift
/// compiler). Its verb list has about 800 common English verbs; `verbs` holds the part of that list that API names
/// use. A word outside both lists is "unknown", as it is for Swift: dropping nothing after it is always safe, so a
/// missing verb can only keep a name longer, never invent one. Gerunds are a known verb + `ing` (`using`,
/// `removing`, `setting`); `re`, `de` and `auto` in front of a verb keep it a verb (`reload`, `deselect`).
enum PartOfSpeech: Equatable {
    case preposition, verb, gerund, unknown

    init(_ word: String) {
        self = Self.classify(word.lowercased())
    }

    private static func classify(_ word: String) -> PartOfSpeech {
        if prepositions.contains(word) { return .preposition }
        if verbs.contains(word) { return .verb }
        if word.hasSuffix("ing"), word.count > 4 {
            let stem = String(word.dropLast(3))
            if verbs.contains(stem) || verbs.contains(stem + "e") { return .gerund }
            if let last = stem.last, stem.dropLast().last == last, verbs.contains(String(stem.dropLast())) { return .gerund }
        }
        for prefix in ["auto", "re", "de"] where word.hasPrefix(prefix) && word.count > prefix.count {
            if verbs.contains(String(word.dropFirst(prefix.count))) { return .verb }
        }
        return .unknown
    }

    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "since", "to", "until", "using", "via",
        "with", "within",
    ]

    static let verbs: Set<String> = [
        "accept", "add", "allow", "append", "apply", "arrange", "ask", "assign", "attach", "attempt", "become",
        "begin", "break", "bring", "build", "calculate", "call", "cancel", "change", "check", "choose", "claim",
        "clean", "clear", "click", "close", "collect", "commit", "compare", "complete", "connect", "consider",
        "contain", "contains", "continue", "convert", "copy", "correct", "count", "cover", "cut", "decide",
        "delete", "deliver", "describe", "deselect", "destroy", "detach", "detect", "dismiss", "display", "divide",
        "do", "drag", "draw", "drop", "duplicate", "edit", "empty", "end", "enter", "enumerate", "examine",
        "execute", "expand", "expect", "explain", "extend", "fail", "fetch", "file", "fill", "find", "fire", "fix",
        "flash", "float", "flow", "focus", "fold", "follow", "force", "form", "frame", "freeze", "get", "give", "go",
        "grab", "guard", "guess", "handle", "have", "help", "hide", "highlight", "hold", "identify", "ignore",
        "include", "increase", "inform", "insert", "interrupt", "invite", "join", "keep", "label", "launch",
        "lay", "lead", "learn", "leave", "let", "level", "load", "lock", "look", "make", "manage", "mark", "match",
        "measure", "merge", "move", "name", "need", "note", "notice", "obtain", "offer", "open", "order", "pause",
        "perform", "pick", "place", "play", "point", "pop", "post", "prefer", "prepare", "present", "preserve",
        "press", "prevent", "print", "produce", "program", "protect", "provide", "pull", "push", "put", "queue",
        "raise", "reach", "read", "receive", "record", "reduce", "register", "reject", "release", "remove",
        "repeat", "replace", "reply", "report", "request", "resolve", "return", "run", "save", "scroll", "search",
        "see", "select", "send", "separate", "serve", "share", "show", "sign", "signal", "skip", "start",
        "stop", "store", "strip", "suspend", "switch", "take", "tell", "test", "toggle", "touch", "trace",
        "track", "transform", "try", "turn", "type", "unlock", "up", "use", "validate", "wait", "watch", "work",
        "write",
    ]
}
