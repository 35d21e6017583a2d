// LocDocReports
