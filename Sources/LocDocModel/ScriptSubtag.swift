/// The writing systems of ISO 15924, by their four-letter codes in BCP 47 casing (`Latn`, `Cyrl`, `Hans`).
///
/// A registry, not a word list: it names every script a language tag can carry, with none preferred, so it tells
/// a script subtag (`zh-Hans`, `sr-Latn`) from a word of the same shape (`my-docs`). The private-use (`Qaaa`–`Qabx`)
/// and special (`Zxxx`, `Zyyy`…) codes are left out: no language's documentation is written in them. The 201 codes are
/// those ICU's `Locale.Script.isISOScript` accepts.
enum ScriptSubtag {
    static func isRegistered(_ subtag: some StringProtocol) -> Bool {
        subtag.count == 4 && codes.contains(subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased())
    }

    private static let codes: Set<String> = [
        "Adlm", "Afak", "Aghb", "Ahom", "Arab", "Aran", "Armi", "Armn", "Avst", "Bali", "Bamu", "Bass", "Batk",
        "Beng", "Bhks", "Blis", "Bopo", "Brah", "Brai", "Bugi", "Buhd", "Cakm", "Cans", "Cari", "Cham", "Cher",
        "Chrs", "Cirt", "Copt", "Cpmn", "Cprt", "Cyrl", "Cyrs", "Deva", "Diak", "Dogr", "Dsrt", "Dupl", "Egyd",
        "Egyh", "Egyp", "Elba", "Elym", "Ethi", "Gara", "Geok", "Geor", "Glag", "Gong", "Gonm", "Goth", "Gran",
        "Grek", "Gujr", "Gukh", "Guru", "Hanb", "Hang", "Hani", "Hano", "Hans", "Hant", "Hatr", "Hebr", "Hira",
        "Hluw", "Hmng", "Hmnp", "Hrkt", "Hung", "Inds", "Ital", "Jamo", "Java", "Jpan", "Jurc", "Kali", "Kana",
        "Kawi", "Khar", "Khmr", "Khoj", "Kits", "Knda", "Kore", "Kpel", "Krai", "Kthi", "Lana", "Laoo", "Latf",
        "Latg", "Latn", "Lepc", "Limb", "Lina", "Linb", "Lisu", "Loma", "Lyci", "Lydi", "Mahj", "Maka", "Mand",
        "Mani", "Marc", "Maya", "Medf", "Mend", "Merc", "Mero", "Miao", "Mlym", "Modi", "Mong", "Moon", "Mroo",
        "Mtei", "Mult", "Mymr", "Nagm", "Nand", "Narb", "Nbat", "Newa", "Nkgb", "Nkoo", "Nshu", "Ogam", "Olck",
        "Onao", "Orkh", "Orya", "Osge", "Osma", "Ougr", "Palm", "Pauc", "Perm", "Phag", "Phli", "Phlp", "Phlv",
        "Phnx", "Plrd", "Prti", "Rjng", "Rohg", "Roro", "Runr", "Samr", "Sara", "Sarb", "Saur", "Sgnw", "Shaw",
        "Shrd", "Sidd", "Sind", "Sinh", "Sogd", "Sogo", "Sora", "Soyo", "Sund", "Sunu", "Sylo", "Syrc", "Syre",
        "Syrj", "Syrn", "Tagb", "Takr", "Tale", "Talu", "Taml", "Tang", "Tavt", "Telu", "Teng", "Tfng", "Tglg",
        "Thaa", "Thai", "Tibt", "Tirh", "Tnsa", "Todr", "Toto", "Tutg", "Ugar", "Vaii", "Visp", "Vith", "Wara",
        "Wcho", "Wole", "Xpeo", "Xsux", "Yezi", "Yiii"
    ]
}
