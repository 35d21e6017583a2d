// LocDocModel
