/// What `locdoc-bench` accepts, checked before anything runs: one mode at most, only its options, each valued
/// option with a value (a number where one is wanted).
enum BenchArguments {
    private static let modes: [String: (flags: Set<String>, valued: Set<String>)] = [
        "": (["--keep"], ["--variants", "--pages", "--corpus"]),
        "--check": (["--keep"], ["--locales", "--pages", "--corpus"]),
        "--test": ([], ["--samples"]),
        "--by-check": ([], ["--corpus"]),
        "--phase": ([], ["--corpus"]),
    ]
    private static let numeric: Set<String> = ["--variants", "--pages", "--locales", "--samples"]
    /// Options that a mode cannot do without.
    private static let required: [String: String] = ["--by-check": "--corpus", "--phase": "--corpus"]

    /// nil when the arguments make sense, else what is wrong with them.
    static func problem(in arguments: [String]) -> String? {
        let given = arguments.filter { modes.keys.contains($0) }
        guard given.count <= 1 else { return "choose one of \(given.joined(separator: ", "))" }
        let mode = given.first ?? ""
        guard let allowed = modes[mode] else { return nil }
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == mode && !mode.isEmpty {
                // `--phase` takes the phase's name.
                if mode == "--phase" { guard index < arguments.count else { return "--phase needs a phase name" }; index += 1 }
                continue
            }
            if allowed.flags.contains(argument) { continue }
            guard allowed.valued.contains(argument) else {
                return "unknown option `\(argument)`" + (mode.isEmpty ? "" : " for \(mode)")
            }
            guard index < arguments.count, !arguments[index].hasPrefix("--") else { return "\(argument) needs a value" }
            if numeric.contains(argument), (Int(arguments[index]) ?? 0) < 1 {
                return "\(argument) needs a whole number of at least 1, not `\(arguments[index])`"
            }
            index += 1
        }
        if let option = required[mode], !arguments.contains(option) { return "\(mode) needs \(option) DIR" }
        return nil
    }
}
