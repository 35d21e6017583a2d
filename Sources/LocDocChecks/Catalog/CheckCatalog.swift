import LocDocModel

/// Every check locdoc has, in catalogue order. Ids are stable and user-facing.
public enum CheckCatalog {
    public static let all: [any Check] = [
        SectionPresenceCheck(),
        AlertKindCheck(),
        ConfigValueCheck(),
        ConfigURLListCheck(),
        ConfigTypeNameCheck(),
        ConfigValueShapeCheck(),
        ConfigLabelConsistencyCheck(),
        ConfigSeparatorSpacingCheck(),
        CodeFenceCheck(),
        CodeFenceInfoCheck(),
        CodeSampleTokensCheck(),
        CodeSampleLexesCheck(),
        CodeCommentsCheck(),
        CodeSampleAPINameCheck(),
        AdjacentCodeSpansCheck(),
        DetachedCodeSpanCheck(),
        InlineCodeAPINameCheck(),
        InlineCodeTextCheck(),
        DuplicatedHeadingCheck(),
        GluedSentenceCheck(),
        BracketBalanceCheck(),
        EmphasisMarkerCheck(),
        SpacingCheck(),
        AmpersandCheck(),
        SplitTermCheck(),
        MixedScriptCheck(),
        LinkTargetCheck(),
        LinkMarkupCheck(),
        IncludeTargetCheck(),
        AnchorLinkCheck(),
        StaleRevisionCheck(),
        LocaleMetadataCheck(),
        FrontMatterPresenceCheck(),
    ]

    public static var descriptions: [CheckDescription] { all.map { type(of: $0).description } }
}
