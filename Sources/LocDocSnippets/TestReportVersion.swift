/// The schema version of `locdoc test --format json`.
public enum TestReportVersion {
    public static let current = 1
}
