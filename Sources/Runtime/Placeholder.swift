// Placeholder: this module's issue has not landed yet.
