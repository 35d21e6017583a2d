import Foundation
import LocDocKit

/// `locdoc-bench --test`: what compiling once saves, side by side in one run.
///   1. ≥ 100 distinct Swift samples: one merged `swiftc` against one `swiftc` per sample.
///   2. The bundled page in 20 variants with identical samples against 1 variant (full `locdoc test`).
///   3. `locdoc test` on the bundled corpus, cold build cache then warm.
/// Corpora are generated from Locales/ into a temporary folder; every build shares one warmed module cache.
enum TestBenchmark {
    static let page = "msal-ios-shared-devices"

    static func run(distinct: Int) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("locdoc-bench-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = root.appendingPathComponent("cache").path
        let source = try String(contentsOfFile: "Locales/es-ES/\(page).md", encoding: .utf8)

        // Warm the module cache so that no measurement pays for it.
        let one = try corpus(root.appendingPathComponent("one"), variants: 1, source: source, marked: false)
        _ = try action([one.path], cache: cache).run()

        let variantsNeeded = (distinct + 2) / 3
        let marked = try corpus(root.appendingPathComponent("distinct"), variants: variantsNeeded, source: source, marked: true)
        var merged = try action([marked.path], cache: cache)
        merged.compileOnly = true
        let mergedRun = try merged.run().run
        var alone = try action([marked.path], cache: cache)
        alone.buildEachSampleAlone = true
        let aloneRun = try alone.run().run
        let swiftDistinct = mergedRun.distinctSamples - 4  // the page's 4 Objective-C samples dedupe to 4
        print("1. distinct Swift samples: \(swiftDistinct) (from \(mergedRun.samples) samples in \(variantsNeeded) variants)")
        print(String(format: "   merged build     %8.2f s  %3d compiler runs", seconds(mergedRun.compileMilliseconds), mergedRun.compilerInvocations))
        print(String(format: "   one per sample   %8.2f s  %3d compiler runs", seconds(aloneRun.compileMilliseconds), aloneRun.compilerInvocations))
        print(String(format: "   merged is %.1fx faster (target >= 10x)", Double(aloneRun.compileMilliseconds) / Double(max(1, mergedRun.compileMilliseconds))))

        let twenty = try corpus(root.appendingPathComponent("twenty"), variants: 20, source: source, marked: false)
        let oneWall = try wall { _ = try action([one.path], cache: cache).run() }
        let twentyWall = try wall { _ = try action([twenty.path], cache: cache).run() }
        print("2. locdoc test, identical samples, no build cache (compile + scenarios)")
        print(String(format: "   1 variant        %8.2f s", oneWall))
        print(String(format: "   20 variants      %8.2f s   %.2fx the time (target <= 1.2x)", twentyWall, twentyWall / oneWall))

        let warmCache = root.appendingPathComponent("warm").path
        var bundled = TestAction(paths: ["Locales"], cacheFolder: warmCache)
        bundled.useBuildCache = true
        let cold = try wall { _ = try bundled.run() }
        let warm = try wall { _ = try bundled.run() }
        print("3. locdoc test Locales/ (5 variants, 35 samples)")
        print(String(format: "   cold build cache %8.2f s", cold))
        print(String(format: "   warm             %8.2f s   (target <= 3 s)", warm))
    }

    private static func action(_ paths: [String], cache: String) throws -> TestAction {
        TestAction(paths: paths, cacheFolder: cache, useBuildCache: false)
    }

    private static func seconds(_ milliseconds: Int) -> Double { Double(milliseconds) / 1000 }

    private static func wall(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// `variants` copies of the es-ES page under pseudo-locale folders (`qa-AA`, `qb-AB`, …) with the page's
    /// harness; `marked` makes every Swift sample of every copy distinct by a first line of its own.
    private static func corpus(_ folder: URL, variants: Int, source: String, marked: Bool) throws -> URL {
        let manager = FileManager.default
        for file in ["harness.yml", "harness.swift", "harness.m"] {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            try manager.copyItem(atPath: "Locales/\(page).\(file)", toPath: folder.appendingPathComponent("\(page).\(file)").path)
        }
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        for index in 0..<variants {
            let name = "q\(letters[index / 26 % 26])-\(String(letters[index % 26]).uppercased())\(String(letters[index / 26 % 26]).uppercased())"
            let variant = folder.appendingPathComponent(name)
            try manager.createDirectory(at: variant, withIntermediateDirectories: true)
            var text = source.replacingOccurrences(of: "ms.contentlocale: es-ES", with: "ms.contentlocale: \(name)")
            if marked {
                var ordinal = 0
                text = text.components(separatedBy: "```swift\n").enumerated().map { position, part in
                    guard position > 0 else { return part }
                    ordinal += 1
                    return "```swift\nlet benchmarkMarker\(index)_\(ordinal) = \(index)\n" + part
                }.joined()
            }
            try Data(text.utf8).write(to: variant.appendingPathComponent("\(page).md"))
        }
        return folder
    }
}
