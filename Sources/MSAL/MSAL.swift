public enum MSALPlaceholder {}
