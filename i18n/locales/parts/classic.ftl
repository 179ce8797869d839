# English words of the page (classic); merged into en.ftl when done.

