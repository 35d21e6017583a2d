import LocDocModel

/// An input error as the JSON reports of `locdoc test` and `locdoc api` write it: `{file, kind, line, message}`, every
/// key present, `line` `null` when the error is about the whole file. `locdoc check`'s streaming writer writes the
/// same shape directly, and `CheckJSONOracleTests` hold it to this encoding.
struct InputErrorOutput: Encodable {
    let error: InputError

    enum CodingKeys: String, CodingKey { case kind, file, line, message }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeAll([.kind: error.kind, .file: error.file, .line: error.line, .message: error.message])
    }
}
