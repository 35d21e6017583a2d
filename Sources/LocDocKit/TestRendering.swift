import Foundation
import LocDocModel
import LocDocSnippets

/// Renders a `locdoc test` report in the format asked for. (Interim text until the report renderers land.)
public enum TestRendering {
    public enum Format: String, Sendable { case text, json, junit }

    public static func render(_ run: SampleTestOutput, format: String, colour: Bool) throws -> Data {
        var text = ""
        for result in run.report.results {
            text += "\(result.variant) \(result.step.rawValue) \(result.sample.location) \(result.status.rawValue)\n"
            if let message = result.message { text += "    " + message.replacingOccurrences(of: "\n", with: "\n    ") + "\n" }
            if result.status.isFailure { text += "    at " + result.locations.joined(separator: ", ") + "\n" }
        }
        text += "samples \(run.samples), distinct \(run.distinctSamples), compiler runs \(run.compilerInvocations), compile \(run.compileMilliseconds) ms, run \(run.runMilliseconds) ms\n"
        return Data(text.utf8)
    }
}
