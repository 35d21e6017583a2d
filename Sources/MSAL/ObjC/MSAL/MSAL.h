// MSAL.h: Objective-C interface of the reference implementation (to be written)
