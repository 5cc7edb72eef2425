// `import WebTemplates` gives a user the number formatter too: `MarkupTemplate.render` takes one.
@_exported import OutputText
