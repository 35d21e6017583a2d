/// The schema version of `locdoc api --format json`.
public enum APIReportVersion {
    public static let current = 1
}
