import Foundation
import LocDocModel
import LocDocReports
import LocDocSnippets

/// Renders a `locdoc test` report in the format asked for.
public enum TestRendering {
    public enum Format: String, CaseIterable, Sendable {
        case text, json, junit
    }

    public static func render(_ run: SampleTestOutput, format: Format, colour: Bool, wallTimeMilliseconds: Int? = nil)
        throws -> Data {
        switch format {
        case .text:
            var text = TestTextRenderer(colour: colour).render(run.report, wallTimeMilliseconds: wallTimeMilliseconds)
            text += "\(run.samples) samples, \(run.distinctSamples) distinct: \(run.compilerInvocations) compiler run(s), "
                + "\(run.compileMilliseconds) ms compiling, \(run.runMilliseconds) ms running scenarios\n"
            return Data(text.utf8)
        case .json:
            return try TestJSONRenderer().render(run.report)
        case .junit:
            return try TestJUnitRenderer().render(run.report)
        }
    }
}
