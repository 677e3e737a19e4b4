<?xml version="1.0" encoding="UTF-8"?>
<!-- The page a web server shows for an address the site does not have (404.html):
     it says so in the site's entry language and offers the search box above and
     the home page. -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns="http://www.w3.org/1999/xhtml">

  <xsl:template match="not-found">
    <div class="not-found">
      <h1><xsl:call-template name="word"><xsl:with-param name="key" select="'not-found-title'"/></xsl:call-template></h1>
      <p class="lead">
        <label for="search_query"><xsl:call-template name="word"><xsl:with-param name="key" select="'not-found-search'"/></xsl:call-template></label>
      </p>
      <p>
        <a href="{@home}"><xsl:call-template name="word"><xsl:with-param name="key" select="'not-found-home'"/></xsl:call-template></a>
      </p>
    </div>
  </xsl:template>
</xsl:stylesheet>
