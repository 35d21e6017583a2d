import Foundation
import LocDocChecks
import LocDocModel
import Yams

/// `.locdoc.yml` at a corpus root: which checks to turn off, which to re-level, and which classes of finding to
/// report (all when absent).
///
/// ```yaml
/// disable: [config-label-consistency]
/// severity:
///   stale-revision: note
/// class: [corrupt, divergent]
/// ```
public enum CheckConfigurationFile {
    public static let name = ".locdoc.yml"

    /// The configuration in `directory`, or an empty one when there is no file. Errors name the file and line.
    public static func load(from directory: String) throws(InputError) -> CheckConfiguration {
        let path = (directory as NSString).appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: path) else { return CheckConfiguration() }
        let file = name
        let node = try YAMLFile.compose(String(decoding: data, as: UTF8.self), file: file, kind: .invalidConfiguration)
        guard let root = node, case .mapping(let mapping) = root else { return CheckConfiguration() }
        var configuration = CheckConfiguration()
        for (key, value) in mapping {
            let line = key.mark?.line
            switch key.string {
            case "disable":
                guard case .sequence(let items) = value else {
                    throw InputError(kind: .invalidConfiguration, file: file, line: line, message: "`disable` must be a list of check ids")
                }
                configuration.disabled.formUnion(items.compactMap(\.string))
            case "severity":
                guard case .mapping(let levels) = value else {
                    throw InputError(kind: .invalidConfiguration, file: file, line: line, message: "`severity` must map check ids to error, warning or note")
                }
                for (id, level) in levels {
                    guard let checkID = id.string, let severity = level.string.flatMap(Severity.init(rawValue:)) else {
                        throw InputError(kind: .invalidConfiguration, file: file, line: id.mark?.line,
                                         message: "severity of `\(id.string ?? "?")` must be error, warning or note")
                    }
                    configuration.severities[checkID] = severity
                }
            case "class":
                configuration.classes = try classes(value, file: file, line: line)
            default:
                throw InputError(kind: .invalidConfiguration, file: file, line: line,
                                 message: "unknown key `\(key.string ?? "?")`; expected `disable`, `severity` or `class`")
            }
        }
        return configuration
    }

    /// `class: corrupt` or `class: [corrupt, stale]`; an unknown name is an error on its own line.
    private static func classes(_ value: Node, file: String, line: Int?) throws(InputError) -> Set<FindingClass> {
        let items: [Node]
        switch value {
        case .scalar: items = [value]
        case .sequence(let sequence): items = Array(sequence)
        case .mapping, .alias:
            throw InputError(kind: .invalidConfiguration, file: file, line: line, message: "`class` must be a class or a list of classes")
        }
        var classes: Set<FindingClass> = []
        for item in items {
            guard let findingClass = item.string.flatMap(FindingClass.init(rawValue:)) else {
                let names = FindingClass.allCases.map(\.rawValue).joined(separator: ", ")
                throw InputError(kind: .invalidConfiguration, file: file, line: item.mark?.line ?? line,
                                 message: "unknown class `\(item.string ?? "?")`; expected \(names)")
            }
            classes.insert(findingClass)
        }
        return classes
    }
}
