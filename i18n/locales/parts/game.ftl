# English words of the page (game); merged into en.ftl when done.

