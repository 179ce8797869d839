# English words of the page (hunters); merged into en.ftl when done.

