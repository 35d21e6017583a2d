/// Samples of one language that are the same code in several variants (equal `normalizedKey`), compiled once under
/// one function name and reported in every variant.
public struct DistinctSample: Sendable, Hashable {
    /// `sample1`, `sample2`, … in order of first appearance (variant, file, line): stable across runs.
    public var functionName: String
    /// Every variant's copy, in variant, file, line order; the first is the one compiled.
    public var copies: [SplicedSample]

    public var representative: SplicedSample { copies[0] }

    /// Groups samples (already in a stable order) by normalised code.
    static func group(_ samples: [SplicedSample], prefix: String = "sample") -> [DistinctSample] {
        var order: [String] = [], groups: [String: [SplicedSample]] = [:]
        for sample in samples {
            if groups[sample.normalizedKey] == nil { order.append(sample.normalizedKey) }
            groups[sample.normalizedKey, default: []].append(sample)
        }
        return order.enumerated().map { index, key in
            DistinctSample(functionName: "\(prefix)\(index + 1)", copies: groups[key]!)
        }
    }

    /// A diagnostic at a line of the compiled copy, moved to the same line of `copy`. One that points elsewhere (the
    /// harness, the generated `main`: a sample's error can show past its own code) stays where it is.
    func relocate(_ diagnostic: CompilerDiagnostic, to copy: SplicedSample) -> CompilerDiagnostic {
        guard representative.contains(file: diagnostic.file, line: diagnostic.line) else { return diagnostic }
        var moved = diagnostic
        moved.file = copy.reference.file
        moved.line = diagnostic.line - representative.codeStartLine + copy.codeStartLine
        return moved
    }
}
