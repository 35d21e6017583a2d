import Foundation
import LocDocModel
import Yams

/// Reads a page harness: the manifest `<page>.harness.yml` and the Swift and Objective-C files it names (paths
/// relative to the manifest). Every problem is an `invalid-harness` input error naming the file and line.
///
/// ```yaml
/// harness: 1
/// page: msal-ios-shared-devices
/// swift: { source: msal-ios-shared-devices.harness.swift, context: SharedDeviceSamples }
/// objective-c: { source: msal-ios-shared-devices.harness.m, host: SharedDeviceSampleHost }
/// elisions:
///   - { binds: account, swift: self.accountRetrievedAbove, objective-c: self.accountRetrievedAbove }
/// scenario:
///   - { section: detect-shared-device-mode, expect: [deviceIsShared] }
/// ```
public enum HarnessReader {
    public static let suffix = ".harness.yml"
    public static let formatVersion = 1

    /// The manifest for `page` in any of `folders` (a corpus root, then its parent, which for a folder named
    /// alone, `es-ES`, is the working folder, and for `.`, the folder above), if there is one.
    public static func locate(page: String, near roots: [String]) -> String? {
        for root in roots {
            for folder in [root, PathString.enclosingFolder(of: root)] where !root.isEmpty {
                let candidate = (folder as NSString).appendingPathComponent(page + suffix)
                if FileManager.default.fileExists(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    /// Loads the manifest at `path`; `displayName` is how errors name it.
    public static func load(_ path: String, displayName: String? = nil) throws(InputError) -> PageHarness {
        let file = displayName ?? path
        func fail(_ line: Int?, _ message: String) -> InputError {
            InputError(kind: .invalidHarness, file: file, line: line, message: message)
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw fail(nil, "cannot read the harness") }
        let root = try YAMLFile.compose(String(decoding: data, as: UTF8.self), file: file, kind: .invalidHarness)
        guard let root, case .mapping(let mapping) = root else { throw fail(1, "a harness is a YAML mapping") }
        var fields = ManifestFields(file: file, folder: PathString.parent(of: path),
                                    displayFolder: PathString.parent(of: file))
        try fields.read(mapping)
        return try fields.harness(manifestLine: root.mark?.line ?? 1)
    }
}

/// The manifest's keys as they are read, with the line of each for errors.
private struct ManifestFields {
    let file: String
    let folder: String
    let displayFolder: String
    var version: Int?
    var page: String?
    var swift: HarnessSource?
    var objectiveC: HarnessSource?
    var elisions: [HarnessElision] = []
    var scenario: [HarnessStep] = []
    var device: HarnessDevice?

    init(file: String, folder: String, displayFolder: String) {
        self.file = file
        self.folder = folder
        self.displayFolder = displayFolder
    }

    func fail(_ node: Node?, _ message: String) -> InputError {
        InputError(kind: .invalidHarness, file: file, line: node?.mark?.line, message: message)
    }

    mutating func read(_ mapping: Node.Mapping) throws(InputError) {
        for (key, value) in mapping {
            switch key.string {
            case "harness":
                guard let number = value.int else { throw fail(value, "`harness` is the format version, 1") }
                version = number
            case "page": page = try string(value, "page")
            case "swift": swift = try source(value, key: "swift", classKey: "context")
            case "objective-c": objectiveC = try source(value, key: "objective-c", classKey: "host")
            case "elisions": elisions = try list(value, "elisions").map { node throws(InputError) in try elision(node) }
            case "scenario": scenario = try list(value, "scenario").map { node throws(InputError) in try step(node) }
            case "device":
                do {
                    device = try YAMLDecoder().decode(HarnessDevice.self, from: value)
                } catch {
                    throw fail(Self.node(at: Self.codingPath(error), in: value), "invalid `device`: \(Self.explain(error))")
                }
            default:
                throw fail(key, "unknown key `\(key.string ?? "?")`; expected harness, page, swift, objective-c, "
                                + "elisions, scenario or device")
            }
        }
    }

    func harness(manifestLine: Int) throws(InputError) -> PageHarness {
        guard let version else { throw InputError(kind: .invalidHarness, file: file, line: manifestLine, message: "missing `harness: 1`") }
        guard version == HarnessReader.formatVersion else {
            throw InputError(kind: .invalidHarness, file: file, line: manifestLine,
                             message: "harness format \(version) is not supported; this locdoc reads format 1")
        }
        guard let page else { throw InputError(kind: .invalidHarness, file: file, line: manifestLine, message: "missing `page`") }
        return PageHarness(manifestFile: file, page: page, swift: swift, objectiveC: objectiveC, elisions: elisions,
                           scenario: scenario, device: device)
    }

    /// Where in the manifest a decoding error points: its key path followed from `root` as far as the YAML goes (a
    /// missing key points at the mapping that lacks it), so the error names the line of the bad key or value.
    static func node(at path: [any CodingKey], in root: Node) -> Node {
        var node = root
        for key in path {
            if let index = key.intValue, let items = node.sequence, items.indices.contains(index) {
                node = items[index]
            } else if key.intValue == nil, let value = node.mapping?[key.stringValue] {
                node = value
            } else {
                break
            }
        }
        return node
    }

    static func codingPath(_ error: Error) -> [any CodingKey] {
        switch error as? DecodingError {
        case .dataCorrupted(let context)?, .keyNotFound(_, let context)?, .typeMismatch(_, let context)?,
             .valueNotFound(_, let context)?: context.codingPath
        default: []
        }
    }

    /// A decoding error in words: what is wrong and at which key path.
    static func explain(_ error: Error) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "" : " at `device\(keys)`"
        }
        switch error as? DecodingError {
        case .dataCorrupted(let context)?: return context.debugDescription + path(context)
        case .keyNotFound(let key, let context)?: return "missing `\(key.stringValue)`" + path(context)
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?: return context.debugDescription + path(context)
        default: return "\(error)"
        }
    }

    func string(_ node: Node, _ name: String) throws(InputError) -> String {
        guard let text = node.string, !text.isEmpty else { throw fail(node, "`\(name)` must be a non-empty string") }
        return text
    }

    func list(_ node: Node, _ name: String) throws(InputError) -> [Node] {
        guard case .sequence(let items) = node else { throw fail(node, "`\(name)` must be a list") }
        return Array(items)
    }

    func fields(_ node: Node, _ name: String, allowed: Set<String>) throws(InputError) -> [String: Node] {
        guard case .mapping(let mapping) = node else { throw fail(node, "`\(name)` must be a mapping") }
        var result: [String: Node] = [:]
        for (key, value) in mapping {
            guard let text = key.string, allowed.contains(text) else {
                throw fail(key, "unknown key `\(key.string ?? "?")` in `\(name)`; expected "
                                + allowed.sorted().joined(separator: ", "))
            }
            result[text] = value
        }
        return result
    }

    func source(_ node: Node, key: String, classKey: String) throws(InputError) -> HarnessSource {
        let values = try fields(node, key, allowed: ["source", classKey])
        guard let sourceNode = values["source"], let classNode = values[classKey] else {
            throw fail(node, "`\(key)` needs `source` (a file beside the manifest) and `\(classKey)` (a class name)")
        }
        let name = try string(sourceNode, "source")
        let path = (folder as NSString).appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw fail(sourceNode, "cannot read `\(name)` (looked at \(path))")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw fail(sourceNode, "`\(name)` is not UTF-8") }
        let display = displayFolder.isEmpty ? name : (displayFolder as NSString).appendingPathComponent(name)
        return HarnessSource(file: display, text: text, className: try string(classNode, classKey))
    }

    func elision(_ node: Node) throws(InputError) -> HarnessElision {
        let values = try fields(node, "elisions", allowed: ["binds", "swift", "objective-c"])
        guard let binds = values["binds"] else { throw fail(node, "an elision needs `binds`: the name the elided expression is bound to") }
        let swift = try values["swift"].map { value throws(InputError) in try string(value, "swift") }
        let objectiveC = try values["objective-c"].map { value throws(InputError) in try string(value, "objective-c") }
        guard swift != nil || objectiveC != nil else { throw fail(node, "an elision needs `swift` or `objective-c`") }
        return HarnessElision(binds: try string(binds, "binds"), swift: swift, objectiveC: objectiveC,
                              line: node.mark?.line ?? 0)
    }

    func step(_ node: Node) throws(InputError) -> HarnessStep {
        let values = try fields(node, "scenario", allowed: ["section", "expect"])
        guard let section = values["section"], let expect = values["expect"] else {
            throw fail(node, "a scenario step needs `section` (an anchor path) and `expect` (expectation names)")
        }
        let path = try string(section, "section").split(separator: "/").map(String.init)
        let names = try list(expect, "expect").map { name throws(InputError) in try string(name, "expect") }
        return HarnessStep(section: path, expectations: names, line: node.mark?.line ?? 0)
    }
}
